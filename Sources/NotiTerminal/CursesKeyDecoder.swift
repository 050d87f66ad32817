import CNcursesw
import NotiTerminalPort

/// Turns what `wget_wch` reads into ``Key`` values.
enum CursesKeyDecoder {
    /// The key for a character `wget_wch` returned with `OK`; nil for one that is not a valid scalar.
    static func key(forCharacter value: UInt32) -> Key? {
        if value < 0x80, let control = Key.control(byte: UInt8(value)) { return control }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return Key.typed(Character(scalar))
    }

    /// The key for a key code `wget_wch` returned with `KEY_CODE_YES`; nil for keys notisim does not use
    /// (mouse, shifted arrows, ...), which are then skipped.
    static func key(forKeyCode code: Int32) -> Key? {
        if let known = keyCodes[code] { return known }
        let number = code - notisim_key_f0()
        if (1...Int32(Key.maxFunctionKey)).contains(number) { return .function(Int(number)) }
        return nil
    }

    private static let keyCodes: [Int32: Key] = [
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
        KEY_ENTER: .enter, KEY_BACKSPACE: .backspace, KEY_DC: .delete, KEY_IC: .insert,
        KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown, KEY_BTAB: .backTab,
    ]
}
