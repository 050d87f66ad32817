#ifndef C_DEVICE_CLOCK_H
#define C_DEVICE_CLOCK_H

/// Sets the wall clock of this process to the simulated device's: from now on the real time reads as `seconds`
/// (since 1970) and advances `rate` times as fast as real time (0 holds it still). Only extension programs link this
/// library: it replaces `clock_gettime`'s realtime clocks, `gettimeofday` and `time`, so `Date()` in an extension's
/// own code reads notisim's clock. Monotonic clocks are left alone, so timeouts and timers keep real time.
void notisim_device_clock_set(double seconds, double rate);

#endif
