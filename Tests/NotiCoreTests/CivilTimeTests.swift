import Foundation
import NotiCore
import PropertyBased
import Testing

@Suite("Wall-clock time without a Calendar")
struct CivilTimeTests {
    /// From 1583: before 15 October 1582 Foundation's Gregorian calendar counts Julian dates, CivilTime proleptic Gregorian ones.
    @Test("CivilTime agrees with Foundation's Gregorian calendar at any moment from year 1583 to 9999 in any zone, DST included")
    func agreesWithCalendar() async {
        let zones = ["UTC", "Asia/Seoul", "Asia/Tokyo", "America/New_York", "Europe/London", "Australia/Lord_Howe",
                     "Asia/Kathmandu", "Pacific/Chatham", "America/St_Johns"].compactMap(TimeZone.init(identifier:))
        await propertyCheck(count: 400, input: Gen.int(in: -12_212_553_600...253_402_300_799), Gen.int(in: 0...(zones.count - 1))) { seconds, zoneIndex in
            let date = Date(timeIntervalSince1970: Double(seconds)), zone = zones[zoneIndex]
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let civil = CivilTime(date, timeZone: zone)
            #expect([civil.year, civil.month, civil.day, civil.hour, civil.minute, civil.second]
                    == [c.year, c.month, c.day, c.hour, c.minute, c.second].map { $0 ?? -1 }, "\(date) in \(zone.identifier)")
        }
    }

    @Test("Leap days, the turn of a day, fractions of a second and moments before 1970 read as on a clock")
    func knownMoments() {
        let utc = TimeZone(identifier: "UTC")!
        #expect(CivilTime(Date(timeIntervalSince1970: 951_782_400), timeZone: utc).dateTimeText == "2000-02-29 00:00:00")
        #expect(CivilTime(Date(timeIntervalSince1970: 86_399.999), timeZone: utc).dateTimeText == "1970-01-01 23:59:59")
        #expect(CivilTime(Date(timeIntervalSince1970: -0.5), timeZone: utc).dateTimeText == "1969-12-31 23:59:59")
        #expect(CivilTime(Date(timeIntervalSince1970: 4_107_542_400), timeZone: utc).dateTimeText == "2100-03-01 00:00:00")
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        #expect(CivilTime(Date(timeIntervalSince1970: 1_798_761_600), timeZone: seoul).timeText == "09:00:00")
    }
}
