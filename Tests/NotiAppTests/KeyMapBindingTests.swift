import Foundation
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore
import TestSupport

/// The key map's rows are the one place a key is bound: the screens match their letters through the names the key
/// map gives them, a key is bound when a row binds it, and where a global key works is its row's role.
@Suite("Keys are bound by the key map's rows only")
struct KeyMapBindingTests {
    /// The demo's model after `keys`, each taken in through the model's one update.
    static func model(after keys: [Key], os: String? = "17") throws -> AppModel {
        var model = try demoScript(os: os).model
        for key in keys { _ = model.update(.key(key)) }
        return model
    }

    @Test("no screen matches a letter key as a literal outside the key map: it names the key through KeyMap")
    func noLetterLiteralsOutsideTheKeyMap() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let files = try ["NotiAppCore", "NotiApp"].flatMap { module in
            try #require(FileManager.default.enumerator(atPath: sources.appendingPathComponent(module).path)).compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }.map { module + "/" + $0 }
        }.filter { $0 != "NotiAppCore/Model/KeyMap.swift" }
        #expect(files.count > 40, "the sources were found")
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains(".character(\""), "\(file) matches a key literal; name it in KeyMap.swift and bind it in its row")
            #expect(!text.contains(".ctrl(\""), "\(file) matches a key literal; name it in KeyMap.swift and bind it in its row")
        }
    }

    @Test("a key is bound exactly when a row of the key map binds it, as a screen key or a global one")
    func boundKeysAreTheRows() {
        let rowKeys = Set(KeyMap.rows.flatMap { $0.screenKeys + $0.globals.map(\.key) })
        for key in rowKeys { #expect(KeyMap.isBound(key), "\(key.name)") }
        for key in [Key.character("j"), .character("#"), .function(5), .ctrl("x")] {
            #expect(!KeyMap.isBound(key) && !rowKeys.contains(key), "\(key.name)")
        }
    }

    @Test("Delete removes the selected Scheduled Summary time as x does: the summary row binds it")
    func deleteRemovesASummaryTime() throws {
        let page: [Key] = [.character("s"), .up, .enter]
        let before = try Self.model(after: page + [KeyMap.addKey]).system.summarySchedule.minutes.count
        let deleted = try Self.model(after: page + [KeyMap.addKey, .delete])
        let crossed = try Self.model(after: page + [KeyMap.addKey, KeyMap.dismissKey])
        #expect(before >= 2)
        #expect(deleted.system.summarySchedule.minutes.count == before - 1)
        #expect(crossed.system.summarySchedule == deleted.system.summarySchedule)
        #expect(deleted.notice == nil, "the key is bound, so it gets no 'does nothing' hint")
    }

    @Test("over the ? overlay the simulator's keys act once it closes: : opens the command line, q quits; another key only closes it")
    func simulatorKeysOverHelp() throws {
        var model = try Self.model(after: [.character("?")])
        #expect(model.overlay == .help)
        var colon = model
        _ = colon.update(.key(.character(":")))
        #expect(colon.overlay == .commandLine(""))
        var quit = model
        #expect(quit.update(.key(.character("q"))).contains(.quit))
        #expect(quit.overlay == nil)
        let effects = model.update(.key(.character("c")))
        #expect(model.overlay == nil && model.screen == .device && effects.isEmpty, "c closes the overlay and does not open the centre")
    }

    @Test("the roles say where a global key works: Ctrl-C anywhere, q and : on the dark screen too, o w t ? in the long look, z never wakes first")
    func rolesReach() {
        #expect(KeyMap.global(.ctrl("c"), in: .anywhere) != nil)
        #expect(KeyMap.global(.character("q"), in: .anywhere) == nil)
        for key in [Key.character("q"), .character(":")] {
            #expect(KeyMap.global(key, in: .darkScreen) != nil && KeyMap.global(key, in: .longLook) != nil, "\(key.name)")
        }
        for key in [Key.character("o"), .character("w"), .character("t"), .character("?")] {
            #expect(KeyMap.global(key, in: .longLook) != nil && KeyMap.global(key, in: .darkScreen) == nil, "\(key.name)")
        }
        #expect(KeyMap.global(.character("c"), in: .longLook) == nil)
        #expect(KeyMap.global(.character("z"), in: .screens)?.role.wakesDisplay == false)
        #expect(KeyMap.global(.character("l"), in: .screens)?.role.wakesDisplay == true)
    }

    @Test("0 presses the tenth action and 1 the first: the digits row numbers them")
    func digitsNumberTheActions() {
        #expect(KeyMap.actionIndex(.character("1")) == 0)
        #expect(KeyMap.actionIndex(.character("9")) == 8)
        #expect(KeyMap.actionIndex(.character("0")) == 9)
        #expect(KeyMap.actionIndex(.character("x")) == nil)
    }
}
