! Fortran array syntax and an intrinsic reduction inside a target region.
subroutine scale_norm(n, a, b, nrm)
  integer, intent(in) :: n
  real, intent(inout) :: a(n)
  real, intent(in) :: b(n)
  real, intent(out) :: nrm
  integer :: i
  real :: s
  s = 0.0
  !$omp target parallel do reduction(+:s) map(tofrom: a) map(to: b)
  do i = 1, n
    a(i) = a(i) * b(i) + 1.0
    s = s + a(i) * a(i)
  end do
  nrm = sqrt(s)
end subroutine
