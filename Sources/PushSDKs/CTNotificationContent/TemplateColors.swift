import NotiUIKit

/// The colours a template's `pt_bg`, `pt_title_clr` and `pt_msg_clr` give in hex (`#RRGGBB` or `RRGGBB`).
enum TemplateColors {
    /// The colour `text` spells, nil when it is not six hex digits.
    static func color(_ text: String?) -> UIColor? {
        guard var hex = text?.trimmingCharacters(in: .whitespaces) else { return nil }
        if hex.hasPrefix("#") { hex.removeFirst() }
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        return UIColor(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                       blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}
