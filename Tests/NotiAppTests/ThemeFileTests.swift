import Foundation
import NotiApp
import NotiLayout
import Testing

/// Themes read by name or path for the command line, `:theme` and saved state.
@Suite("Theme files")
struct ThemeFileTests {
    static let themesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes")

    @Test(":theme with a path asks the world for the file and the runner answers with the theme; a built-in name changes at once")
    func themeFileIsAnEffect() throws {
        let path = Self.themesFolder.appendingPathComponent("dark.theme").path
        var model = try demoScript().model
        #expect(model.update(.command(.theme(path))).contains(.loadTheme(path)))
        #expect(model.theme.name == "light", "the model reads no file itself")
        _ = model.update(.command(.theme("dark")))
        #expect(model.theme.name == "dark")
        let (runner, outcome) = try runDemo("theme \(path)")
        #expect(outcome.passed, "\(String(describing: outcome.failure))")
        #expect(runner.model.theme.name == "dark")
    }

    @Test("A theme loads from a path")
    func loadsByPath() throws {
        let theme = try ThemeFile.load(Self.themesFolder.appendingPathComponent("light.theme").path)
        #expect(theme[.title].bold)
        #expect(theme[.card].background == .rgb(0xF2, 0xF2, 0xF7))
    }

    @Test("An unknown theme name lists the built-in ones; an unreadable file says so")
    func unknownTheme() {
        #expect(throws: ThemeError.self) { try ThemeFile.load("solarized") }
        #expect(#expect(throws: ThemeError.self) { try ThemeFile.load("/nonexistent/x.theme") }?.description == "theme /nonexistent/x.theme: not a readable regular file")
        #expect(#expect(throws: ThemeError.self) { try ThemeFile.load("/dev/zero") }?.description == "theme /dev/zero: not a readable regular file")
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-\(UUID().uuidString).theme")
        #expect(FileManager.default.createFile(atPath: binary.path, contents: Data([0xFF, 0xFE, 0x00])))
        defer { try? FileManager.default.removeItem(at: binary) }
        #expect(#expect(throws: ThemeError.self) { try ThemeFile.load(binary.path) }?.description == "theme \(binary.path): cannot read the file as UTF-8 text")
    }

    @Test("each built-in theme loads by name, as the theme of the same name")
    func builtInsByName() throws {
        for name in Theme.builtInNames { #expect(try ThemeFile.load(name) == Theme.builtIn(named: name)) }
    }
}
