import Testing
@testable import NotiApp
@testable import NotiAppCore
import TestSupport

/// The key map and the command vocabulary are written once (KeyMap.swift, CommandVocabulary.swift); the tables of
/// docs/usage.md, the `?` overlay, the key line, the key handling and the parser all come from them.
@Suite("One key map and one command vocabulary", .serialized)
struct KeyMapDocumentationTests {
    @Test("the usage guide's key table is the key map's")
    func usageKeyTable() {
        assertDocumentSection(KeyMap.markdownTable, named: "keys", in: "docs/usage.md")
    }

    @Test("the usage guide's script table is the command vocabulary's")
    func usageCommandTable() {
        assertDocumentSection(CommandVocabulary.markdownTable, named: "commands", in: "docs/usage.md")
    }

    @Test("the ? overlay names every row of the key map, its descriptions in one column")
    func helpOverlayFromKeyMap() {
        let text = KeyMap.helpLines.joined(separator: "\n")
        for row in KeyMap.rows { #expect(text.contains(row.helpKeys + " ") && text.contains(row.overlay), "\(row.helpKeys)") }
        let ownLines = KeyMap.rows.filter { !$0.helpSharesLine }
        #expect(KeyMap.helpLines.count == ownLines.count)
        let textStarts = Set(zip(KeyMap.helpLines, ownLines).map { line, row in line.distance(from: line.startIndex, to: line.range(of: row.overlay)!.lowerBound) })
        #expect(textStarts.count == 1, "the descriptions start in one column")
    }

    @Test("no key is bound twice to an action of every screen")
    func globalKeysAreUnique() {
        let keys = KeyMap.rows.flatMap(\.globals).map(\.key)
        #expect(Set(keys).count == keys.count)
    }

    @Test("each global key of the key map is what the model does with that key on the home screen")
    func globalKeysDispatchFromTheMap() throws {
        for global in KeyMap.rows.flatMap(\.globals) {
            var pressed = try demoScript().model
            var direct = try demoScript().model
            let effects = pressed.update(.key(global.key))
            #expect(effects == global.perform(&direct), "\(global.key.name)")
            #expect(pressed.screen == direct.screen && pressed.overlay == direct.overlay, "\(global.key.name)")
        }
    }

    @Test("every screen's key line offers help or a way back, and names no key twice")
    func keyLinePerContext() {
        let contexts: [KeyContext] = [.device, .banner, .longLook, .longLookScrolling, .textInput, .center, .stackControls,
                                      .lockScreen, .darkScreen, .settings, .unlockPrompt]
        for context in contexts {
            let texts = KeyMap.hints(context, unicode: true).map(\.text)
            #expect(!texts.isEmpty, "\(context)")
            #expect(Set(texts).count == texts.count, "\(context): \(texts)")
            #expect(texts.contains { $0.hasPrefix("? help") || $0.hasPrefix("Esc") || $0 == "any key wakes" }, "\(context): \(texts)")
        }
    }

    @Test("every verb of the vocabulary names one command, and its usage starts with the canonical verb")
    func verbsAreUnique() {
        let verbs = CommandSpec.all.flatMap(\.verbs)
        #expect(Set(verbs).count == verbs.count, "\(verbs)")
        for spec in CommandSpec.all {
            #expect(spec.usage.hasPrefix(spec.verbs[0]))
            for verb in spec.verbs { #expect(CommandSpec.named(verb)?.usage == spec.usage) }
        }
    }

    @Test("every command's usage line, with its placeholders filled in, parses")
    func usageExamplesParse() throws {
        let examples = ["os 13", "device iphone-se", "theme dark", "size 100x32", "push a.apns", "schedule x in 5s app=b",
                        "advance 5m", "next", "key Down", "type \"t\"", "expect \"t\"", "expect-not \"t\"", "expect-log \"t\"",
                        "snapshot", "screenshot s.svg", "activity end a1", "summary at 08:00", "ringer off", "badge b 1", "auth reset b", "categories b none", "location b always", "network off", "app-state b force-quit", "answer allow", "get-settings b", "lock", "unlock", "widgets", "display sleep", "focus on", "display-as list", "extensions off", "foreground b", "background b",
                        "move 1,2", "remove x", "clear", "speed 2", "pause", "resume", "help", "reload", "quit"]
        #expect(Set(examples.map { String($0.prefix { $0 != " " }) }) == Set(CommandSpec.all.map(\.verbs[0])),
                "one example per command of the vocabulary")
        for example in examples { #expect(try Command.parse(example) != nil, "\(example)") }
    }
}
