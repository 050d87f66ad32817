// The simulated device's wall clock for extension programs (see CDeviceClock.h).
//
// The real functions are found with dlsym(RTLD_NEXT): this library is linked into the extension program ahead of the C
// library, so its definitions are the ones every library of the program calls. Until notisim sets the clock the real
// time passes through unchanged.
#define _GNU_SOURCE
#include "CDeviceClock.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/time.h>
#include <time.h>

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);

static _Atomic(clock_gettime_function) real_clock_gettime_function;

/// The C library's `clock_gettime`.
static int real_clock_gettime(clockid_t clock, struct timespec *time) {
    clock_gettime_function real = atomic_load_explicit(&real_clock_gettime_function, memory_order_acquire);
    if (!real) {
        real = (clock_gettime_function)dlsym(RTLD_NEXT, "clock_gettime");
        atomic_store_explicit(&real_clock_gettime_function, real, memory_order_release);
    }
    return real(clock, time);
}

// The mapping from real to device time: device = device_anchor + (real - real_anchor) * rate, in nanoseconds. Written
// under `writer` with a sequence count around it (odd while a write is under way), read without a lock.
static pthread_mutex_t writer = PTHREAD_MUTEX_INITIALIZER;
static _Atomic unsigned sequence;
static _Atomic int is_set;
static _Atomic int64_t real_anchor;
static _Atomic int64_t device_anchor;
static _Atomic double device_rate;

static int64_t nanoseconds(const struct timespec *time) {
    return (int64_t)time->tv_sec * 1000000000 + time->tv_nsec;
}

void notisim_device_clock_set(double seconds, double rate) {
    struct timespec real;
    pthread_mutex_lock(&writer);
    real_clock_gettime(CLOCK_REALTIME, &real);
    atomic_fetch_add_explicit(&sequence, 1, memory_order_acq_rel);
    atomic_store_explicit(&real_anchor, nanoseconds(&real), memory_order_relaxed);
    atomic_store_explicit(&device_anchor, (int64_t)(seconds * 1e9), memory_order_relaxed);
    atomic_store_explicit(&device_rate, rate < 0 ? 0 : rate, memory_order_relaxed);
    atomic_store_explicit(&is_set, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&sequence, 1, memory_order_release);
    pthread_mutex_unlock(&writer);
}

/// Turns a real wall-clock reading into the device's, when notisim has set the device's clock.
static void to_device_time(struct timespec *time) {
    if (!atomic_load_explicit(&is_set, memory_order_acquire)) return;
    int64_t real_start, device_start;
    double rate;
    unsigned before, after;
    do {
        before = atomic_load_explicit(&sequence, memory_order_acquire);
        real_start = atomic_load_explicit(&real_anchor, memory_order_relaxed);
        device_start = atomic_load_explicit(&device_anchor, memory_order_relaxed);
        rate = atomic_load_explicit(&device_rate, memory_order_relaxed);
        atomic_thread_fence(memory_order_acquire);
        after = atomic_load_explicit(&sequence, memory_order_relaxed);
    } while (before != after || (before & 1));
    int64_t device = device_start + (int64_t)((double)(nanoseconds(time) - real_start) * rate);
    time->tv_sec = device / 1000000000;
    time->tv_nsec = device % 1000000000;
    if (time->tv_nsec < 0) {
        time->tv_nsec += 1000000000;
        time->tv_sec -= 1;
    }
}

__attribute__((visibility("default")))
int clock_gettime(clockid_t clock, struct timespec *time) {
    int result = real_clock_gettime(clock, time);
    if (result == 0 && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) to_device_time(time);
    return result;
}

__attribute__((visibility("default")))
int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    (void)zone;
    struct timespec now;
    int result = clock_gettime(CLOCK_REALTIME, &now);
    time->tv_sec = now.tv_sec;
    time->tv_usec = now.tv_nsec / 1000;
    return result;
}

__attribute__((visibility("default")))
time_t time(time_t *out) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    if (out) *out = now.tv_sec;
    return now.tv_sec;
}
