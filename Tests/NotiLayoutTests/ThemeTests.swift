import Foundation
import Testing
import TestSupport
@testable import NotiLayout

@Suite("Themes")
struct ThemeTests {
    static let themesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes")

    @Test("The built-in themes are light, dark, high-contrast and mono, and each loads by name")
    func builtIns() throws {
        #expect(Set(Theme.builtInNames) == ["light", "dark", "high-contrast", "mono"])
        for name in Theme.builtInNames { #expect(try Theme.builtIn(named: name).name == name) }
    }

    @Test("The compiled-in themes are the files in Themes/")
    func embeddedMatchFiles() throws {
        for source in BuiltInThemes.sources {
            let file = try String(contentsOf: Self.themesFolder.appendingPathComponent(source.name + ".theme"), encoding: .utf8)
            #expect(file.trimmingCharacters(in: .newlines) == source.text.trimmingCharacters(in: .newlines), "\(source.name)")
        }
    }

    @Test("The mono theme sets no colour at all")
    func monoHasNoColour() throws {
        let mono = try Theme.builtIn(named: "mono")
        #expect(mono.styles.values.allSatisfy { $0.foreground == .default && $0.background == .default })
    }

    @Test("Errors name the file, line, key and reason", arguments: [
        ("title.fg = #12345", "theme t.theme:1: title.fg: \"#12345\" is not a colour (#rrggbb, 0–255, default or a colour name)"),
        ("# c\ntitel.fg = red", "theme t.theme:2: titel.fg: unknown role \"titel\"; roles: \(ThemeRole.allCases.map(\.rawValue).joined(separator: ", "))"),
        ("title.colour = red", "theme t.theme:1: title.colour: unknown property \"colour\"; properties: fg, bg, bold, dim, italic, underline, reverse"),
        ("title.bold = yes", "theme t.theme:1: title.bold: expected true or false, got \"yes\""),
        ("title.bold", "theme t.theme:1: expected `role.property = value`"),
        ("title.bold = true\ntitle.bold = false", "theme t.theme:2: title.bold: set twice"),
    ])
    func errors(text: String, message: String) {
        let error = #expect(throws: ThemeError.self) { try ThemeParser.parse(text, file: "t.theme", name: "t") }
        #expect(error?.description == message)
    }

    @Test("An unknown theme name lists the built-in ones")
    func unknownTheme() {
        let error = #expect(throws: ThemeError.self) { try Theme.builtIn(named: "solarized") }
        let description = error?.description ?? ""
        #expect(description.hasPrefix("theme solarized: unknown theme; built-in themes: "))
        #expect(Theme.builtInNames.allSatisfy { description.contains($0) })
    }

    @Test("Colours: #rrggbb, palette index, names, default")
    func colours() {
        #expect(ThemeParser.parseColor("#0a84ff") == .rgb(10, 132, 255))
        #expect(ThemeParser.parseColor("236") == .palette(236))
        #expect(ThemeParser.parseColor("bright-red") == .palette(9))
        #expect(ThemeParser.parseColor("default") == .default)
        #expect(ThemeParser.parseColor("256") == nil)
    }

    @Test("NO_COLOR (non-empty) picks mono unless a theme is asked for; otherwise dark")
    func noColor() {
        #expect(Theme.selectedName(requested: nil, environment: ["NO_COLOR": "1"]) == "mono")
        #expect(Theme.selectedName(requested: nil, environment: ["NO_COLOR": ""]) == "dark")
        #expect(Theme.selectedName(requested: "light", environment: ["NO_COLOR": "1"]) == "light")
        #expect(Theme.selectedName(requested: nil, environment: [:]) == "dark")
        #expect(ColorDepth.detect(environment: ["NO_COLOR": "x", "COLORTERM": "truecolor"]) == .none)
    }

    @Test("Colour depth comes from COLORTERM and TERM")
    func depthDetection() {
        #expect(ColorDepth.detect(environment: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm"]) == .ansi16)
        #expect(ColorDepth.detect(environment: ["TERM": "vt100"]) == .ansi8)
        #expect(ColorDepth.detect(environment: ["TERM": "dumb"]) == .none)
    }

    @Test("Colours downgrade truecolor → 256 → 16 → 8 → none")
    func downgrade() {
        let red = Color.rgb(255, 0, 0)
        #expect(ColorDepth.trueColor.downgrade(red) == red)
        #expect(ColorDepth.palette256.downgrade(red) == .palette(196))
        #expect(ColorDepth.ansi16.downgrade(red) == .palette(9))
        #expect(ColorDepth.ansi8.downgrade(red) == .palette(1))
        #expect(ColorDepth.none.downgrade(red) == .default)
        #expect(ColorDepth.ansi16.downgrade(Color.palette(236)) == .palette(0))
        let style = ColorDepth.none.downgrade(Style(foreground: red, bold: true))
        #expect(style == Style(bold: true))
    }

    @Test("Every theme at every colour depth (the Hello expanded view, ANSI)", arguments: ["light", "dark", "high-contrast", "mono"])
    func everyTheme(name: String) throws {
        let theme = try Theme.builtIn(named: name)
        var context = Samples.context(device: Samples.device(columns: 36), theme: theme, cellStyle: .halfBlocks)
        context.availableRows = 40
        let model = ExpandedViewModel(notification: Samples.hello(), app: Samples.practiceApp, category: Samples.imagePostingCategory, selectedAction: 2)
        let view = ExpandedView.render(model, context: context)
        let outputs = ColorDepth.allCases.map { "== \($0.rawValue)\n" + ANSIEncoder.encode(view.grid, depth: $0) }
        assertGolden(outputs.joined(separator: "\n").replacingOccurrences(of: "\u{1B}", with: "\\e"), named: "theme-\(name)")
    }
}
