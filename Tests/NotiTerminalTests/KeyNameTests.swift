import NotiApp
import NotiTerminalPort
import Testing

@Suite("key names")
struct KeyNameTests {
    @Test("named keys parse whatever their case, with tmux's spellings accepted",
          arguments: [("Down", Key.down), ("down", .down), ("UP", .up), ("Left", .left), ("Right", .right),
                      ("Enter", .enter), ("Return", .enter), ("Esc", .escape), ("Escape", .escape),
                      ("Space", .space), ("Tab", .tab), ("BTab", .backTab), ("Backspace", .backspace), ("BSpace", .backspace),
                      ("Delete", .delete), ("DC", .delete), ("Insert", .insert), ("IC", .insert), ("Home", .home), ("End", .end),
                      ("PageUp", .pageUp), ("PgUp", .pageUp), ("PPage", .pageUp), ("PageDown", .pageDown), ("PgDn", .pageDown),
                      ("NPage", .pageDown), ("F1", .function(1)), ("f12", .function(12)), ("F63", .function(63))])
    func namedKeys(name: String, key: Key) {
        #expect(Key(name: name) == key)
    }

    @Test("one character is that character, case kept, Korean and Japanese included",
          arguments: [("x", Key.character("x")), ("X", .character("X")), ("1", .character("1")), ("?", .character("?")),
                      (":", .character(":")), ("가", .character("가")), ("ア", .character("ア")), ("🎉", .character("🎉"))])
    func singleCharacters(name: String, key: Key) {
        #expect(Key(name: name) == key)
    }

    @Test("Ctrl names: C-x and ^X give ctrl(x); control bytes with a key of their own give that key",
          arguments: [("C-c", Key.ctrl("c")), ("C-C", .ctrl("c")), ("^C", .ctrl("c")), ("c-x", .ctrl("x")), ("C-@", .ctrl("@")),
                      ("C-\\", .ctrl("\\")), ("C-]", .ctrl("]")), ("C-m", .enter), ("C-j", .enter), ("C-i", .tab),
                      ("C-[", .escape), ("C-h", .backspace), ("C-?", .backspace), (" ", .space)])
    func controlNames(name: String, key: Key) {
        #expect(Key(name: name) == key)
    }

    @Test("anything else is not a key name",
          arguments: ["", "F0", "F64", "F+5", "F٣", "C-", "C-가", "C-ab", "Ctrl", "Downward", "^^^"])
    func invalidNames(name: String) {
        #expect(Key(name: name) == nil)
    }

    @Test("every key's name parses back to the same key")
    func namesRoundTrip() {
        let keys: [Key] = [.up, .down, .left, .right, .enter, .escape, .backspace, .delete, .insert, .tab, .backTab, .space,
                           .home, .end, .pageUp, .pageDown, .function(1), .function(63), .ctrl("c"), .ctrl("@"), .ctrl("_"),
                           .character("x"), .character("X"), .character("가"), .character("1"), .character("👩‍👩‍👧")]
        for key in keys {
            #expect(Key(name: key.name) == key, "\(key.name)")
        }
        #expect(Key.down.name == "Down")
        #expect(Key.escape.name == "Esc")
        #expect(Key.ctrl("c").name == "C-c")
        #expect(Key.function(5).name == "F5")
    }

    @Test("typed text becomes keys: a space is Space, a line break Enter, control characters Ctrl keys")
    func typingText() {
        #expect(Key.typing("a 가\n\t\u{3}") == [.character("a"), .space, .character("가"), .enter, .tab, .ctrl("c")])
        #expect(Key.typed("\r\n") == .enter)
        #expect(Key.typed("\u{7F}") == .backspace)
    }

    @Test("control bytes map to keys and nothing else does")
    func controlBytes() {
        #expect(Key.control(byte: 0x01) == .ctrl("a"))
        #expect(Key.control(byte: 0x1A) == .ctrl("z"))
        #expect(Key.control(byte: 0x1F) == .ctrl("_"))
        #expect(Key.control(byte: 0x00) == .ctrl("@"))
        #expect(Key.control(byte: 0x0D) == .enter)
        #expect(Key.control(byte: 0x1B) == .escape)
        #expect(Key.control(byte: 0x20) == nil)
        #expect(Key.control(byte: 0x41) == nil)
    }
}
