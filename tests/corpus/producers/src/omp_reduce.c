/* A teams reduction (sum and max) and a collapsed 2-d loop with a
 * device-side math call, offloaded with OpenMP. */
#include <math.h>
double dot_max(int n, const double *x, const double *y, double *mx)
{
    double s = 0.0, m = -INFINITY;
#pragma omp target teams distribute parallel for reduction(+:s) reduction(max:m) map(to: x[0:n], y[0:n])
    for (int i = 0; i < n; i++) {
        s += x[i] * y[i];
        m = fmax(m, x[i]);
    }
    *mx = m;
    return s;
}

void grid(int n, float *a)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = sqrtf(a[i * n + j]) + (float)(i - j);
}
