import Foundation
import NotiCore
import Testing

@Suite struct ISO8601TimeTests {
    @Test func writesTheSameTextAsFoundationsISO8601Style() {
        var generator = SystemRandomNumberGenerator()
        var dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1), Date(timeIntervalSince1970: 951_782_400),
                     Date(timeIntervalSince1970: 1_795_333_011.999), Date(timeIntervalSince1970: 4_102_444_799.5)]
        for _ in 0..<2_000 { dates.append(Date(timeIntervalSince1970: Double.random(in: 0...4_102_444_800, using: &generator))) }
        for date in dates {
            #expect(ISO8601Time.string(date) == date.formatted(.iso8601), "\(date.timeIntervalSince1970)")
        }
    }

    @Test func millisecondsAsFoundationWritesThem() {
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC")!)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            // Whole milliseconds plus a little, so no value sits on a rounding edge.
            let milliseconds = Double(Int.random(in: 0...4_102_444_800_000, using: &generator)) + 0.25
            let date = Date(timeIntervalSince1970: milliseconds / 1000)
            #expect(ISO8601Time.string(date, milliseconds: true) == date.formatted(style), "\(milliseconds)")
        }
    }

    @Test func leapDaysAndYearEnds() {
        #expect(ISO8601Time.string(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
        #expect(ISO8601Time.string(Date(timeIntervalSince1970: 1_798_761_599)) == "2026-12-31T23:59:59Z")
        #expect(ISO8601Time.string(Date(timeIntervalSince1970: 1_798_761_600)) == "2027-01-01T00:00:00Z")
    }
}
