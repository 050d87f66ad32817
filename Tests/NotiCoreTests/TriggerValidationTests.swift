import Foundation
import NotiCore
import Testing

@Suite("Trigger validation")
struct TriggerValidationTests {
    @Test("a time interval of zero or less is refused", arguments: [0.0, -1, -0.5])
    func nonPositive(seconds: Double) {
        #expect(throws: TriggerError.nonPositiveInterval) {
            try NotificationTrigger.timeInterval(seconds: seconds, repeats: false).validate()
        }
    }

    @Test("a time interval that is not a finite number is refused", arguments: [Double.nan, .infinity])
    func nonFinite(seconds: Double) {
        #expect(throws: TriggerError.nonFiniteInterval) {
            try NotificationTrigger.timeInterval(seconds: seconds, repeats: false).validate()
        }
    }

    @Test("a repeating time interval under 60 s is refused")
    func repeatingUnder60() {
        #expect(throws: TriggerError.repeatingIntervalBelow60) {
            try NotificationTrigger.timeInterval(seconds: 59.9, repeats: true).validate()
        }
        #expect(TriggerError.repeatingIntervalBelow60.description == "time interval must be at least 60 if repeating")
    }

    @Test("a repeating time interval of 60 s and a one-shot one under 60 s are accepted")
    func acceptedIntervals() throws {
        try NotificationTrigger.timeInterval(seconds: 60, repeats: true).validate()
        try NotificationTrigger.timeInterval(seconds: 0.5, repeats: false).validate()
    }

    @Test("a calendar trigger with no component is refused")
    func emptyCalendar() {
        #expect(throws: TriggerError.emptyCalendarComponents) {
            try NotificationTrigger.calendar(DateMatch(timeZone: "Europe/Berlin"), repeats: true).validate()
        }
    }

    @Test("an out-of-range calendar component is refused, naming the component",
          arguments: [DateMatch(month: 13), DateMatch(hour: 24), DateMatch(minute: -1), DateMatch(weekday: 0),
                      DateMatch(second: 60), DateMatch(day: 32), DateMatch(year: 0)])
    func outOfRange(match: DateMatch) {
        #expect(throws: TriggerError.self) { try match.validate() }
        do { try match.validate() } catch {
            guard case .invalidComponent(let reason) = error else { Issue.record("wrong error \(error)"); return }
            #expect(reason.contains("outside"))
        }
    }

    @Test("a day that never occurs in the given month is refused", arguments: [(2, 30), (4, 31), (11, 31)])
    func impossibleDay(month: Int, day: Int) {
        #expect(throws: TriggerError.invalidComponent("day \(day) never occurs in month \(month)")) {
            try DateMatch(month: month, day: day).validate()
        }
    }

    @Test("February 29 is accepted (it occurs in leap years)")
    func leapDay() throws {
        try DateMatch(month: 2, day: 29).validate()
    }

    @Test("a calendar trigger in an unknown time zone is refused")
    func unknownZone() {
        #expect(throws: TriggerError.unknownTimeZone("Mars/Olympus")) {
            try DateMatch(hour: 8, timeZone: "Mars/Olympus").validate()
        }
    }

    @Test("a region with a non-positive radius, a bad centre, no identifier or no notification side is refused",
          arguments: [
              CircularRegion(identifier: "r", latitude: 0, longitude: 0, radius: 0),
              CircularRegion(identifier: "r", latitude: 91, longitude: 0, radius: 10),
              CircularRegion(identifier: "r", latitude: 0, longitude: -181, radius: 10),
              CircularRegion(identifier: "r", latitude: .nan, longitude: 0, radius: 10),
              CircularRegion(identifier: "", latitude: 0, longitude: 0, radius: 10),
              CircularRegion(identifier: "r", latitude: 0, longitude: 0, radius: 10, notifyOnEntry: false, notifyOnExit: false),
          ])
    func badRegion(region: CircularRegion) {
        do {
            try NotificationTrigger.location(region, repeats: false).validate()
            Issue.record("accepted \(region)")
        } catch {
            guard case .invalidRegion = error else { Issue.record("wrong error \(error)"); return }
        }
    }

    @Test("every trigger error reads as one line")
    func oneLineMessages() {
        let errors: [TriggerError] = [.nonPositiveInterval, .nonFiniteInterval, .repeatingIntervalBelow60,
                                      .emptyCalendarComponents, .invalidComponent("month 13 is outside 1...12"),
                                      .unknownTimeZone("X"), .invalidRegion("r: radius 0")]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
    }
}
