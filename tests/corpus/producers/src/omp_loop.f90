subroutine daxpy(n, a, x, y)
  integer :: n, i
  real(8) :: a, x(n), y(n)
  !$omp target parallel do map(to: x) map(tofrom: y)
  do i = 1, n
    y(i) = a * x(i) + y(i)
  end do
  !$omp end target parallel do
end subroutine

subroutine vsum(n, x, s)
  integer :: n, i
  real :: x(n), s
  s = 0
  !$omp target map(to: x) map(tofrom: s)
  do i = 1, n
    s = s + x(i)
  end do
  !$omp end target
end subroutine
