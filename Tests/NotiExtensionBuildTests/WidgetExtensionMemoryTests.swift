import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import Testing

/// A widget extension's program drawing one Live Activity over and over, as notisim asks it at every update and
/// every second of a timer: its memory must not grow (docs/rules/content-extensions.md: layout keeps no view alive).
@Suite("Widget extension memory")
struct WidgetExtensionMemoryTests {
    /// Resident kilobytes of the running process whose program is `program`, from /proc.
    static func residentKilobytes(of program: String) -> Int? {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int(entry), let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                  String(decoding: command.prefix { $0 != 0 }, as: UTF8.self) == program,
                  let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { continue }
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        }
        return nil
    }

    @Test("the widget extension's memory stays flat over 200 Live Activity drawings")
    func memoryStaysFlat() throws {
        let program = try #require(BuiltExtensions.builder().build(WidgetExtensionBuildTests.lockerWidgets).program)
        let host = try WidgetExtensionBuildTests.lockerHost(preferring: nil)
        defer { host.close() }
        func draw(_ count: Int) throws {
            for index in 0..<count {
                let drawing = LiveActivityDrawing(attributesType: "LockerAttributes", activityID: "A1",
                                                  attributes: ["lockerName": "Station Square", "compartment": "B12"],
                                                  contentState: ["parcels": .number(JSONNumber(index % 10)), "pickupBefore": 721_696_400,
                                                                 "holdWindow": [721_692_800, 721_696_400]],
                                                  isStale: false, date: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)), width: 328, screenWidth: 393)
                guard case .drawn = try host.draw(drawing) else { Issue.record("drawing \(index) refused"); return }
            }
        }
        try draw(20)
        let settled = try #require(Self.residentKilobytes(of: program))
        try draw(200)
        let after = try #require(Self.residentKilobytes(of: program))
        // Each drawing made a tree of some 70 KB that layout kept alive: 200 of them grew the process by 15 MB.
        #expect(after - settled < 1_024, "the extension grew from \(settled) KB to \(after) KB over 200 drawings")
    }
}
