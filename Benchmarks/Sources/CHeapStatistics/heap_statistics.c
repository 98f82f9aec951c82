#include "heap_statistics.h"

#if defined(__linux__)
#include <malloc.h>
#endif

long long launch_route_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return (long long)info.uordblks;
#else
    return -1;
#endif
}

#if defined(__GLIBC__)
// Counts calls to malloc in this process, for the bench's allocations-per-resolve figure. The
// executable's malloc takes precedence over the C library's for every shared library, and
// forwards to it, so nothing else changes.
extern void *__libc_malloc(size_t size);
static _Atomic unsigned long long malloc_calls = 0;

void *malloc(size_t size) {
    malloc_calls += 1;
    return __libc_malloc(size);
}

long long launch_route_malloc_calls(void) {
    return (long long)malloc_calls;
}
#else
long long launch_route_malloc_calls(void) {
    return -1;
}
#endif
