import Foundation
import NotiCore
import Testing

@Suite("Scheduler: time intervals, removal and ordering")
struct SchedulerTests {
    var scheduler = Scheduler(timeZone: zone("UTC"))

    @Test("a time-interval trigger fires once, that many seconds after it was added")
    mutating func oneShotInterval() throws {
        let fire = try scheduler.schedule(key("a"), trigger: .timeInterval(seconds: 90, repeats: false), now: testStart)
        #expect(fire == testStart.addingTimeInterval(90))
        #expect(scheduler.advance(to: testStart.addingTimeInterval(89.9)).isEmpty)
        #expect(scheduler.advance(to: testStart.addingTimeInterval(90)) == [Firing(key: key("a"), date: testStart.addingTimeInterval(90))])
        #expect(scheduler.advance(to: testStart.addingTimeInterval(10_000)).isEmpty)
        #expect(scheduler.count == 0)
    }

    @Test("a repeating time interval fires at addedAt + k × interval, every time it is due in the span")
    mutating func repeatingInterval() throws {
        try scheduler.schedule(key("r"), trigger: .timeInterval(seconds: 60, repeats: true), now: testStart)
        let firings = scheduler.advance(to: testStart.addingTimeInterval(300))
        #expect(firings.map(\.date) == (1...5).map { testStart.addingTimeInterval(Double($0) * 60) })
        #expect(scheduler.nextFireDate(for: key("r")) == testStart.addingTimeInterval(360))
        #expect(scheduler.count == 1)
    }

    @Test("a repeating interval does not drift: the 10 000th firing is exactly addedAt + 10 000 × interval")
    mutating func noDrift() throws {
        try scheduler.schedule(key("r"), trigger: .timeInterval(seconds: 60.1, repeats: true), now: testStart)
        let firings = scheduler.advance(to: testStart.addingTimeInterval(60.1 * 10_000))
        #expect(firings.count == 10_000)
        #expect(firings.last?.date == testStart.addingTimeInterval(60.1 * 10_000))
    }

    @Test("a refused trigger leaves the scheduler unchanged, including an existing entry with the same key")
    mutating func refusedKeepsOld() throws {
        try scheduler.schedule(key("a"), trigger: .timeInterval(seconds: 100, repeats: false), now: testStart)
        #expect(throws: TriggerError.repeatingIntervalBelow60) {
            try scheduler.schedule(key("a"), trigger: .timeInterval(seconds: 5, repeats: true), now: testStart)
        }
        #expect(scheduler.nextFireDate(for: key("a")) == testStart.addingTimeInterval(100))
    }

    @Test("scheduling the same key again replaces the earlier entry")
    mutating func replaces() throws {
        try scheduler.schedule(key("a"), trigger: .timeInterval(seconds: 10, repeats: false), now: testStart)
        try scheduler.schedule(key("a"), trigger: .timeInterval(seconds: 50, repeats: false), now: testStart)
        #expect(scheduler.count == 1)
        #expect(scheduler.nextDeadline == testStart.addingTimeInterval(50))
        #expect(scheduler.advance(to: testStart.addingTimeInterval(100)).map(\.date) == [testStart.addingTimeInterval(50)])
    }

    @Test("the same identifier in two apps is two separate entries")
    mutating func keysIncludeApp() throws {
        try scheduler.schedule(key("a", app: "one"), trigger: .timeInterval(seconds: 10, repeats: false), now: testStart)
        try scheduler.schedule(key("a", app: "two"), trigger: .timeInterval(seconds: 10, repeats: false), now: testStart)
        #expect(scheduler.count == 2)
        #expect(scheduler.advance(to: testStart.addingTimeInterval(10)).map(\.key.bundleID) == ["one", "two"])
    }

    @Test("a removed entry never fires and no longer counts")
    mutating func removal() throws {
        try scheduler.schedule(key("a"), trigger: .timeInterval(seconds: 10, repeats: false), now: testStart)
        try scheduler.schedule(key("b"), trigger: .timeInterval(seconds: 20, repeats: false), now: testStart)
        scheduler.remove(key("a"))
        scheduler.remove(key("unknown"))
        #expect(scheduler.count == 1)
        #expect(scheduler.nextFireDate(for: key("a")) == nil)
        #expect(scheduler.nextDeadline == testStart.addingTimeInterval(20))
        #expect(scheduler.advance(to: testStart.addingTimeInterval(30)).map(\.key) == [key("b")])
    }

    @Test("deliveries come out in fire order, and equal fire times in scheduling order")
    mutating func fireOrder() throws {
        try scheduler.schedule(key("late"), trigger: .timeInterval(seconds: 30, repeats: false), now: testStart)
        try scheduler.schedule(key("tie1"), trigger: .timeInterval(seconds: 20, repeats: false), now: testStart)
        try scheduler.schedule(key("early"), trigger: .timeInterval(seconds: 10, repeats: false), now: testStart)
        try scheduler.schedule(key("tie2"), trigger: .timeInterval(seconds: 20, repeats: false), now: testStart)
        let keys = scheduler.advance(to: testStart.addingTimeInterval(60)).map(\.key.identifier)
        #expect(keys == ["early", "tie1", "tie2", "late"])
    }

    @Test("a repeat and one-shots due in the same span interleave by fire time")
    mutating func interleave() throws {
        try scheduler.schedule(key("rep"), trigger: .timeInterval(seconds: 60, repeats: true), now: testStart)
        try scheduler.schedule(key("once"), trigger: .timeInterval(seconds: 90, repeats: false), now: testStart)
        let keys = scheduler.advance(to: testStart.addingTimeInterval(180)).map(\.key.identifier)
        #expect(keys == ["rep", "once", "rep", "rep"])
    }

    @Test("the next deadline is the soonest fire date of any entry, and nil when nothing is timed")
    mutating func deadline() throws {
        #expect(scheduler.nextDeadline == nil)
        try scheduler.schedule(key("push"), trigger: .push, now: testStart)
        #expect(scheduler.nextDeadline == nil)
        try scheduler.schedule(key("b"), trigger: .timeInterval(seconds: 20, repeats: false), now: testStart)
        try scheduler.schedule(key("a"), trigger: .timeInterval(seconds: 5, repeats: false), now: testStart)
        #expect(scheduler.nextDeadline == testStart.addingTimeInterval(5))
        _ = scheduler.advance(to: testStart.addingTimeInterval(5))
        #expect(scheduler.nextDeadline == testStart.addingTimeInterval(20))
    }

    @Test("a push trigger is kept but has no fire date")
    mutating func push() throws {
        #expect(try scheduler.schedule(key("p"), trigger: .push, now: testStart) == nil)
        #expect(scheduler.count == 1)
        #expect(scheduler.advance(to: testStart.addingTimeInterval(1e9)).isEmpty)
    }

    @Test("advancing to an earlier time than before delivers nothing")
    mutating func backwards() throws {
        try scheduler.schedule(key("a"), trigger: .timeInterval(seconds: 10, repeats: false), now: testStart)
        #expect(scheduler.advance(to: testStart.addingTimeInterval(-100)).isEmpty)
        #expect(scheduler.count == 1)
    }

    @Test("removing most of many entries compacts the queue and keeps the rest firing correctly")
    mutating func compaction() throws {
        for index in 0..<10_000 {
            try scheduler.schedule(key("n\(index)"), trigger: .timeInterval(seconds: Double(index + 1), repeats: false), now: testStart)
        }
        for index in 0..<10_000 where index % 10 != 0 { scheduler.remove(key("n\(index)")) }
        for index in stride(from: 0, to: 10_000, by: 20) {
            try scheduler.schedule(key("n\(index)"), trigger: .timeInterval(seconds: 20_000, repeats: false), now: testStart)
        }
        #expect(scheduler.count == 1_000)
        let firings = scheduler.advance(to: testStart.addingTimeInterval(30_000))
        #expect(firings.count == 1_000)
        #expect(firings.prefix(500).map(\.key.identifier) == stride(from: 10, to: 10_000, by: 20).map { "n\($0)" })
        #expect(firings.suffix(500).allSatisfy { $0.date == testStart.addingTimeInterval(20_000) })
    }

    @Test("nextFireDate(of:) counts repeats from addedAt without arming anything")
    func staticIntervalNext() {
        let trigger = NotificationTrigger.timeInterval(seconds: 100, repeats: true)
        let next = Scheduler.nextFireDate(of: trigger, after: testStart.addingTimeInterval(250), addedAt: testStart, timeZone: zone("UTC"))
        #expect(next == testStart.addingTimeInterval(300))
        let exact = Scheduler.nextFireDate(of: trigger, after: testStart.addingTimeInterval(300), addedAt: testStart, timeZone: zone("UTC"))
        #expect(exact == testStart.addingTimeInterval(400))
        let oneShot = NotificationTrigger.timeInterval(seconds: 100, repeats: false)
        #expect(Scheduler.nextFireDate(of: oneShot, after: testStart.addingTimeInterval(100), addedAt: testStart, timeZone: zone("UTC")) == nil)
        #expect(Scheduler.nextFireDate(of: .push, after: testStart, addedAt: testStart, timeZone: zone("UTC")) == nil)
    }
}

@Suite("Scheduler: extreme inputs")
struct SchedulerExtremeInputTests {
    @Test("an enormous interval is accepted, never comes due in practice, and does not disturb other entries")
    func hugeInterval() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        try scheduler.schedule(key("far"), trigger: .timeInterval(seconds: 1e300, repeats: true), now: testStart)
        try scheduler.schedule(key("near"), trigger: .timeInterval(seconds: 60, repeats: false), now: testStart)
        #expect(scheduler.advance(to: testStart.addingTimeInterval(86_400 * 365 * 100)).map(\.key) == [key("near")])
        #expect(scheduler.nextDeadline == testStart.addingTimeInterval(1e300))
    }

    @Test("requests scheduled while time advances land correctly whether due within the hour or far later")
    func nearAndFar() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        try scheduler.schedule(key("day"), trigger: .timeInterval(seconds: 86_400, repeats: false), now: testStart)
        _ = scheduler.advance(to: testStart.addingTimeInterval(3_000))
        try scheduler.schedule(key("soon"), trigger: .timeInterval(seconds: 10, repeats: false), now: testStart.addingTimeInterval(3_000))
        try scheduler.schedule(key("later"), trigger: .timeInterval(seconds: 7_200, repeats: false), now: testStart.addingTimeInterval(3_000))
        let firings = scheduler.advance(to: testStart.addingTimeInterval(2 * 86_400))
        #expect(firings.map(\.key.identifier) == ["soon", "later", "day"])
        #expect(firings.map(\.date) == [3_010, 10_200, 86_400].map { testStart.addingTimeInterval($0) })
    }
}
