import Testing
@testable import NotiCore

@Suite("Durations counted in seconds and whole units")
struct DurationCountsTests {
    @Test("a duration in seconds keeps its fraction")
    func seconds() {
        #expect(Duration.milliseconds(1500).seconds == 1.5)
        #expect(Duration.zero.seconds == 0)
    }

    @Test("whole units round down, or up so that a short wait is never none; below zero is zero, beyond Int64 is Int64.max")
    func wholeUnits() {
        #expect(Duration.nanoseconds(1_500_000_001).whole(.milliseconds) == 1500)
        #expect(Duration.nanoseconds(1_500_000_001).whole(.milliseconds, roundingUp: true) == 1501)
        #expect(Duration.nanoseconds(1).whole(.milliseconds, roundingUp: true) == 1)
        #expect(Duration.milliseconds(2).whole(.milliseconds, roundingUp: true) == 2)
        #expect(Duration.seconds(3).whole(.microseconds) == 3_000_000)
        #expect(Duration.seconds(2).whole(.nanoseconds) == 2_000_000_000)
        #expect(Duration.milliseconds(-5).whole(.nanoseconds) == 0)
        #expect(Duration.seconds(Int64.max).whole(.nanoseconds) == .max)
    }
}
