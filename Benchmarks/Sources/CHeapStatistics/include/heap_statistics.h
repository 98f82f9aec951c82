#ifndef LAUNCH_ROUTE_HEAP_STATISTICS_H
#define LAUNCH_ROUTE_HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back, or -1 where the C library does not
/// say. Used by `launch-route bench` to report the memory a route table holds.
long long launch_route_heap_bytes_in_use(void);

/// Calls to malloc so far in this process, or -1 where they are not counted. Used by
/// `launch-route bench` to report allocations per resolve.
long long launch_route_malloc_calls(void);

#endif
