import Benchmark
import Foundation
import NotiCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The simulated span each run advances through.
private let week: TimeInterval = 7 * 86_400
/// How far each advance moves the clock, like a UI tick.
private let tick: TimeInterval = 60
private let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

/// Deliveries produced by one run (the same every run: the workload is seeded).
private let deliveries = BenchmarkMetric.custom("deliveries", polarity: .prefersLarger, useScalingFactor: false)
/// Wall-clock nanoseconds of the measured part divided by its deliveries.
private let wallNanosecondsPerDelivery = BenchmarkMetric.custom("wall ns per delivery", useScalingFactor: false)
/// CPU nanoseconds of the measuring thread divided by deliveries; steadier than wall time on a shared machine.
private let cpuNanosecondsPerDelivery = BenchmarkMetric.custom("CPU ns per delivery", useScalingFactor: false)

/// CPU time consumed by the calling thread, in nanoseconds.
private func threadCPUNanoseconds() -> Int {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Int(spec.tv_sec) * 1_000_000_000 + Int(spec.tv_nsec)
}

/// SplitMix64: deterministic pseudo-random numbers, so every run schedules the same requests.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// A scheduler holding `pending` requests added at `start`: one in ten repeats every 1 hour to 2 days,
/// the others fire once at a random second of the week.
private func loadedScheduler(pending: Int) -> Scheduler {
    var random = SplitMix64(state: UInt64(pending))
    var scheduler = Scheduler(timeZone: TimeZone(identifier: "UTC") ?? .current)
    for index in 0..<pending {
        let trigger: NotificationTrigger = index % 10 == 0
            ? .timeInterval(seconds: Double(Int.random(in: 3_600...172_800, using: &random)), repeats: true)
            : .timeInterval(seconds: Double(Int.random(in: 1...Int(week), using: &random)), repeats: false)
        let key = ScheduleKey(bundleID: "com.example.bench", identifier: "n\(index)")
        _ = try? scheduler.schedule(key, trigger: trigger, now: start)
    }
    return scheduler
}

let benchmarks: @Sendable () -> Void = {
    for (pending, label, iterations) in [(10_000, "10k", 30), (100_000, "100k", 10), (1_000_000, "1M", 4)] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput, deliveries,
                      wallNanosecondsPerDelivery, cpuNanosecondsPerDelivery],
            warmupIterations: 1,
            maxDuration: .seconds(120),
            maxIterations: iterations
        )
        Benchmark("Scheduler: advance a week in 1-minute ticks, \(label) pending (10% repeating)",
                  configuration: configuration) { benchmark in
            var scheduler = loadedScheduler(pending: pending)
            let clock = ContinuousClock()
            benchmark.startMeasurement()
            let began = clock.now
            let cpuBegan = threadCPUNanoseconds()
            var delivered = 0
            var now = start
            while now.timeIntervalSince(start) < week {
                now = now.addingTimeInterval(tick)
                delivered += scheduler.advance(to: now).count
            }
            let cpuElapsed = threadCPUNanoseconds() - cpuBegan
            let elapsed = began.duration(to: clock.now)
            benchmark.stopMeasurement()
            blackHole(scheduler.count)
            let nanoseconds = elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
            benchmark.measurement(deliveries, delivered)
            benchmark.measurement(wallNanosecondsPerDelivery, Int(nanoseconds) / max(delivered, 1))
            benchmark.measurement(cpuNanosecondsPerDelivery, cpuElapsed / max(delivered, 1))
        }
    }
}
