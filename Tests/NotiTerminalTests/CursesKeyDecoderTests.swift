import CNcursesw
import NotiApp
import Testing
@testable import NotiTerminal

@Suite("curses key decoding")
struct CursesKeyDecoderTests {
    @Test("curses key codes become named keys; function keys keep their number; unused codes are skipped")
    func keyCodes() {
        #expect(CursesKeyDecoder.key(forKeyCode: KEY_DOWN) == .down)
        #expect(CursesKeyDecoder.key(forKeyCode: KEY_UP) == .up)
        #expect(CursesKeyDecoder.key(forKeyCode: KEY_NPAGE) == .pageDown)
        #expect(CursesKeyDecoder.key(forKeyCode: KEY_BACKSPACE) == .backspace)
        #expect(CursesKeyDecoder.key(forKeyCode: KEY_BTAB) == .backTab)
        #expect(CursesKeyDecoder.key(forKeyCode: notisim_key_f(5)) == .function(5))
        #expect(CursesKeyDecoder.key(forKeyCode: KEY_MOUSE) == nil)
    }

    @Test("characters: control bytes become their keys, everything else the character, Korean included")
    func characters() {
        #expect(CursesKeyDecoder.key(forCharacter: 0x0D) == .enter)
        #expect(CursesKeyDecoder.key(forCharacter: 0x7F) == .backspace)
        #expect(CursesKeyDecoder.key(forCharacter: 0x03) == .ctrl("c"))
        #expect(CursesKeyDecoder.key(forCharacter: 0x20) == .space)
        #expect(CursesKeyDecoder.key(forCharacter: 0x71) == .character("q"))
        #expect(CursesKeyDecoder.key(forCharacter: 0xD55C) == .character("한"))
        #expect(CursesKeyDecoder.key(forCharacter: 0xD800) == nil)
    }

    @Test("waits are whole milliseconds, rounded up")
    func milliseconds() {
        #expect(CursesTerminal.milliseconds(.zero) == 0)
        #expect(CursesTerminal.milliseconds(.microseconds(1)) == 1)
        #expect(CursesTerminal.milliseconds(.milliseconds(200)) == 200)
        #expect(CursesTerminal.milliseconds(.seconds(2)) == 2000)
        #expect(CursesTerminal.milliseconds(.seconds(-1)) == 0)
    }
}
