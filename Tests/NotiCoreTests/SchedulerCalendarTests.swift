import Foundation
import NotiCore
import Testing

@Suite("Scheduler: calendar triggers, time zones and daylight saving")
struct SchedulerCalendarTests {
    /// Schedules `match` in `zoneName` at `start` and returns the first `count` firings as local ISO strings.
    func firings(_ match: DateMatch, repeats: Bool = true, in zoneName: String, from start: String, count: Int,
                 within days: Double = 60) throws -> [String] {
        var scheduler = Scheduler(timeZone: zone(zoneName))
        let begin = isoDate(start)
        try scheduler.schedule(key("c"), trigger: .calendar(match, repeats: repeats), now: begin)
        let dates = scheduler.advance(to: begin.addingTimeInterval(days * 86_400)).prefix(count).map(\.date)
        return dates.compactMap { localISO($0, in: zoneName) }
    }

    @Test("hour 8 minute 30 repeating fires every day at 8:30 local time")
    func daily() throws {
        let result = try firings(DateMatch(hour: 8, minute: 30), in: "Europe/Berlin", from: "2026-01-05T09:00:00+01:00", count: 3)
        #expect(result == ["2026-01-06T08:30:00+01:00", "2026-01-07T08:30:00+01:00", "2026-01-08T08:30:00+01:00"])
    }

    @Test("only the given components matter: minute 15 alone fires every hour at :15")
    func hourly() throws {
        let result = try firings(DateMatch(minute: 15), in: "UTC", from: "2026-01-05T10:20:00Z", count: 3)
        #expect(result == ["2026-01-05T11:15:00Z", "2026-01-05T12:15:00Z", "2026-01-05T13:15:00Z"])
    }

    @Test("weekday 2 hour 9 fires every Monday at 9:00")
    func weekly() throws {
        let result = try firings(DateMatch(hour: 9, weekday: 2), in: "UTC", from: "2026-01-05T10:00:00Z", count: 2)
        #expect(result == ["2026-01-12T09:00:00Z", "2026-01-19T09:00:00Z"])
    }

    @Test("a non-repeating calendar trigger fires once, at the next match")
    func oneShot() throws {
        let result = try firings(DateMatch(hour: 8), repeats: false, in: "UTC", from: "2026-01-05T09:00:00Z", count: 5)
        #expect(result == ["2026-01-06T08:00:00Z"])
    }

    @Test("a non-repeating calendar trigger whose date is past never fires and has no next fire date")
    func pastDate() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        let match = DateMatch(year: 2025, month: 6, day: 1, hour: 12)
        let next = try scheduler.schedule(key("old"), trigger: .calendar(match, repeats: false), now: testStart)
        #expect(next == nil)
        #expect(scheduler.nextFireDate(for: key("old")) == nil)
        #expect(scheduler.advance(to: testStart.addingTimeInterval(400 * 86_400)).isEmpty)
    }

    @Test("day 31 repeating fires only in months that have a 31st")
    func day31() throws {
        let result = try firings(DateMatch(day: 31, hour: 12), in: "UTC", from: "2026-04-01T00:00:00Z", count: 3, within: 200)
        #expect(result == ["2026-05-31T12:00:00Z", "2026-07-31T12:00:00Z", "2026-08-31T12:00:00Z"])
    }

    @Test("February 29 repeating fires only in leap years")
    func leapDay() throws {
        let result = try firings(DateMatch(month: 2, day: 29, hour: 7), in: "UTC", from: "2026-03-01T00:00:00Z", count: 2, within: 3000)
        #expect(result == ["2028-02-29T07:00:00Z", "2032-02-29T07:00:00Z"])
    }

    @Test("a calendar match in its own time zone fires at that zone's wall time, whatever the device zone")
    func ownZone() throws {
        var scheduler = Scheduler(timeZone: zone("Asia/Tokyo"))
        let match = DateMatch(hour: 9, minute: 0, timeZone: "America/New_York")
        let next = try scheduler.schedule(key("ny"), trigger: .calendar(match, repeats: true), now: isoDate("2026-01-05T00:00:00Z"))
        #expect(localISO(next, in: "America/New_York") == "2026-01-05T09:00:00-05:00")
    }

    @Test("New York spring-forward: 02:30 does not exist, so it fires at 03:00 EDT that day, then 02:30 again")
    func newYorkSpringForward() throws {
        let result = try firings(DateMatch(hour: 2, minute: 30), in: "America/New_York", from: "2026-03-07T12:00:00-05:00", count: 3)
        #expect(result == ["2026-03-08T03:00:00-04:00", "2026-03-09T02:30:00-04:00", "2026-03-10T02:30:00-04:00"])
    }

    @Test("New York fall-back: 01:30 happens twice but fires once, at its first (EDT) occurrence")
    func newYorkFallBack() throws {
        let result = try firings(DateMatch(hour: 1, minute: 30), in: "America/New_York", from: "2026-10-31T12:00:00-04:00", count: 3)
        #expect(result == ["2026-11-01T01:30:00-04:00", "2026-11-02T01:30:00-05:00", "2026-11-03T01:30:00-05:00"])
    }

    @Test("New York fall-back: every hour at :30 fires in both real hours that read 01:30")
    func newYorkFallBackHourly() throws {
        let result = try firings(DateMatch(minute: 30), in: "America/New_York", from: "2026-11-01T00:45:00-04:00", count: 3)
        #expect(result == ["2026-11-01T01:30:00-04:00", "2026-11-01T01:30:00-05:00", "2026-11-01T02:30:00-05:00"])
    }

    @Test("Berlin spring-forward: 02:30 does not exist, so it fires at 03:00 CEST that day")
    func berlinSpringForward() throws {
        let result = try firings(DateMatch(hour: 2, minute: 30), in: "Europe/Berlin", from: "2026-03-28T12:00:00+01:00", count: 2)
        #expect(result == ["2026-03-29T03:00:00+02:00", "2026-03-30T02:30:00+02:00"])
    }

    @Test("Berlin fall-back: 02:30 happens twice but fires once, at its first (CEST) occurrence")
    func berlinFallBack() throws {
        let result = try firings(DateMatch(hour: 2, minute: 30), in: "Europe/Berlin", from: "2026-10-24T12:00:00+02:00", count: 2)
        #expect(result == ["2026-10-25T02:30:00+02:00", "2026-10-26T02:30:00+01:00"])
    }

    @Test("a daily 8:30 keeps 8:30 local time across a DST change (23 h then 24 h apart in UTC)")
    func wallTimeKeptAcrossDST() throws {
        let result = try firings(DateMatch(hour: 8, minute: 30), in: "America/New_York", from: "2026-03-07T09:00:00-05:00", count: 2)
        #expect(result == ["2026-03-08T08:30:00-04:00", "2026-03-09T08:30:00-04:00"])
    }

    @Test("changing the device time zone re-plans device-zone calendar triggers to the new zone's wall time")
    func timeZoneTravel() throws {
        var scheduler = Scheduler(timeZone: zone("Europe/Berlin"))
        let now = isoDate("2026-01-05T06:00:00+01:00")
        try scheduler.schedule(key("alarm"), trigger: .calendar(DateMatch(hour: 8, minute: 0), repeats: true), now: now)
        try scheduler.schedule(key("fixed"), trigger: .calendar(DateMatch(hour: 8, minute: 0, timeZone: "Europe/Berlin"), repeats: true), now: now)
        try scheduler.schedule(key("timer"), trigger: .timeInterval(seconds: 3600, repeats: false), now: now)
        #expect(localISO(scheduler.nextFireDate(for: key("alarm")), in: "Europe/Berlin") == "2026-01-05T08:00:00+01:00")
        scheduler.timeZone = zone("America/New_York")
        #expect(localISO(scheduler.nextFireDate(for: key("alarm")), in: "America/New_York") == "2026-01-05T08:00:00-05:00")
        #expect(localISO(scheduler.nextFireDate(for: key("fixed")), in: "Europe/Berlin") == "2026-01-05T08:00:00+01:00")
        #expect(scheduler.nextFireDate(for: key("timer")) == now.addingTimeInterval(3600))
        let keys = scheduler.advance(to: isoDate("2026-01-05T14:00:00Z")).map(\.key.identifier)
        #expect(keys == ["timer", "fixed", "alarm"])
    }

    @Test("travelling east past the planned time re-plans from the latest known time, not into the past")
    func timeZoneTravelEast() throws {
        var scheduler = Scheduler(timeZone: zone("America/New_York"))
        let now = isoDate("2026-01-05T07:00:00-05:00")
        try scheduler.schedule(key("alarm"), trigger: .calendar(DateMatch(hour: 8, minute: 0), repeats: true), now: now)
        scheduler.timeZone = zone("Europe/Berlin")
        #expect(localISO(scheduler.nextFireDate(for: key("alarm")), in: "Europe/Berlin") == "2026-01-06T08:00:00+01:00")
        #expect(scheduler.advance(to: now.addingTimeInterval(3600 * 12)).isEmpty)
    }

    @Test("nextFireDate(of:) gives a calendar trigger's next match without arming it (nextTriggerDate)")
    func staticCalendarNext() {
        let trigger = NotificationTrigger.calendar(DateMatch(hour: 8, minute: 30), repeats: true)
        let next = Scheduler.nextFireDate(of: trigger, after: isoDate("2026-01-05T08:30:00Z"), addedAt: testStart, timeZone: zone("UTC"))
        #expect(localISO(next, in: "UTC") == "2026-01-06T08:30:00Z")
        let bad = NotificationTrigger.calendar(DateMatch(hour: 8, timeZone: "Nowhere/Nothing"), repeats: true)
        #expect(Scheduler.nextFireDate(of: bad, after: testStart, addedAt: testStart, timeZone: zone("UTC")) == nil)
    }

    @Test("a component combination that can never occur again has no fire date (no hang)")
    func impossibleCombination() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        // 2026-01-01 is a Thursday, so it is never a Monday.
        let match = DateMatch(year: 2026, month: 1, day: 1, weekday: 2)
        #expect(try scheduler.schedule(key("never"), trigger: .calendar(match, repeats: true), now: isoDate("2025-12-01T00:00:00Z")) == nil)
    }
}
