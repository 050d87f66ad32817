import Foundation
import NotiExtensionBuild
import NotiExtensionTarget
import Testing

/// docs/rules/widgets.md#widget-extensions-compile
@Suite("Widget extensions built from their own sources")
struct WidgetExtensionBuildTests {
    /// The locker project's widget extension: its folder's files and the attributes file the app's folder shares with it.
    static let lockerWidgets: SwiftExtensionTarget = {
        let project = BuiltExtensions.tests.appendingPathComponent("WidgetFixtures/LockerProject")
        let files = ["LockerWidgets/LockerWidgetsBundle.swift", "LockerWidgets/AppIntent.swift", "LockerWidgets/LockerWidget.swift",
                     "LockerWidgets/LockerLiveActivity.swift", "Locker/LockerAttributes.swift"]
        return .widgetExtension(name: "LockerWidgetsExtension", sources: files.map { project.appendingPathComponent($0).path })
    }()

    @Test("a widget extension in the Xcode template's shape compiles unmodified with app intents, previews and fill styles, and running its @main bundle lists its widgets and Live Activities in order")
    func widgetExtensionCompilesAndLists() throws {
        let outcome = BuiltExtensions.builder().build(Self.lockerWidgets)
        if case .failed(let failure) = outcome { Issue.record("\(failure.firstError)") }
        #expect(try Self.listing(of: #require(outcome.program)) == "widget LockerWidget\nlive-activity LockerAttributes\n")
    }

    /// A widget extension of one widget, marked `@main` itself, as Apple's `Widget.main()` allows.
    static let soloWidget = """
        import SwiftUI
        import WidgetKit

        struct Entry: TimelineEntry { let date: Date }

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [Entry(date: Date())], policy: .never))
            }
        }

        @main
        struct Solo: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Solo", provider: Provider()) { entry in Text(entry.date, style: .time) }
            }
        }
        """

    @Test("a lone widget marked @main runs as a bundle of that one widget")
    func loneWidgetRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-solo-widget-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Solo.swift")
        try Self.soloWidget.write(to: source, atomically: true, encoding: .utf8)
        let outcome = BuiltExtensions.builder().build(.widgetExtension(name: "SoloWidgetExtension", sources: [source.path]))
        if case .failed(let failure) = outcome { Issue.record("\(failure.firstError)") }
        #expect(try Self.listing(of: #require(outcome.program)) == "widget Solo\n")
    }

    /// What running `program` writes to standard output; the program must exit 0.
    static func listing(of program: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return listed
    }
}
