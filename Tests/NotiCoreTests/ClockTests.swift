import Foundation
import NotiCore
import Testing

@Suite("Manual clock")
struct ManualClockTests {
    @Test("a manual clock stands still until advanced")
    func standsStill() {
        let clock = ManualClock(testStart)
        #expect(clock.now == testStart)
        #expect(clock.now == testStart)
    }

    @Test("advancing a manual clock by seconds or a Duration moves it by exactly that much")
    func advances() {
        let clock = ManualClock(testStart)
        clock.advance(by: 90)
        #expect(clock.now == testStart.addingTimeInterval(90))
        clock.advance(by: .milliseconds(1500))
        #expect(clock.now == testStart.addingTimeInterval(91.5))
    }

    @Test("setting a manual clock puts it at the given date, even in the past")
    func sets() {
        let clock = ManualClock(testStart)
        let earlier = testStart.addingTimeInterval(-3600)
        clock.set(to: earlier)
        #expect(clock.now == earlier)
    }

    @Test("a manual clock stays consistent when advanced from many tasks at once")
    func concurrentAdvances() async {
        let clock = ManualClock(testStart)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 { group.addTask { clock.advance(by: 1) } }
        }
        #expect(clock.now == testStart.addingTimeInterval(100))
    }
}

@Suite("Simulated timeline")
struct SimulatedTimelineTests {
    let wall0 = isoDate("2030-01-01T00:00:00Z")

    @Test("a new timeline runs at real time from its start")
    func realTime() {
        let timeline = SimulatedTimeline(start: testStart, wall: wall0)
        #expect(timeline.simulatedTime(atWall: wall0.addingTimeInterval(10)) == testStart.addingTimeInterval(10))
    }

    @Test("a paused timeline does not move while the wall clock runs, and resumes from where it stopped")
    func pauseAndResume() {
        var timeline = SimulatedTimeline(start: testStart, wall: wall0)
        timeline.pause(atWall: wall0.addingTimeInterval(5))
        #expect(timeline.isPaused)
        #expect(timeline.simulatedTime(atWall: wall0.addingTimeInterval(100)) == testStart.addingTimeInterval(5))
        timeline.resume(atWall: wall0.addingTimeInterval(100))
        #expect(timeline.simulatedTime(atWall: wall0.addingTimeInterval(103)) == testStart.addingTimeInterval(8))
    }

    @Test("a faster speed makes simulated time pass that many times faster from the change on")
    func speed() throws {
        var timeline = SimulatedTimeline(start: testStart, wall: wall0)
        try timeline.setSpeed(60, atWall: wall0.addingTimeInterval(10))
        #expect(timeline.simulatedTime(atWall: wall0.addingTimeInterval(12)) == testStart.addingTimeInterval(10 + 120))
    }

    @Test("a zero, negative or non-finite speed is refused with a one-line reason")
    func badSpeed() {
        var timeline = SimulatedTimeline(start: testStart, wall: wall0)
        for bad in [0, -2, Double.nan, .infinity] {
            #expect(throws: ClockError.self) { try timeline.setSpeed(bad, atWall: wall0) }
        }
        #expect(timeline.speed == 1)
        #expect(!ClockError.invalidSpeed(0).description.contains("\n"))
    }

    @Test("jumps move simulated time at once, by an amount or to a date")
    func jumps() {
        var timeline = SimulatedTimeline(start: testStart, wall: wall0)
        timeline.jump(by: 86_400, atWall: wall0)
        #expect(timeline.simulatedTime(atWall: wall0) == testStart.addingTimeInterval(86_400))
        let target = isoDate("2027-06-01T12:00:00Z")
        timeline.jump(to: target, atWall: wall0.addingTimeInterval(1))
        #expect(timeline.simulatedTime(atWall: wall0.addingTimeInterval(3)) == target.addingTimeInterval(2))
    }

    @Test("setting the wall clock back does not make simulated time go backwards")
    func wallClockSetBack() {
        let timeline = SimulatedTimeline(start: testStart, wall: wall0)
        #expect(timeline.simulatedTime(atWall: wall0.addingTimeInterval(-60)) == testStart)
    }
}
