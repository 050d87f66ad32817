/// The one table of SF Symbol names and the terminal glyph drawn for each: action icons (iOS 15+) and
/// `UIImage(systemName:)` in extension code both look names up here (docs/rules/presentation.md#sf-symbol-glyphs).
package enum SymbolGlyphs {
    /// The neutral mark drawn for a symbol name the table lacks.
    package static let unknown = "◇"

    /// The glyph for `name`: the name itself, else the name without its variant suffixes (`.fill`, `.circle`,
    /// `.square`, `.slash` … dropped from the end one at a time), else `unknown`.
    package static func glyph(for name: String) -> String {
        var candidate = Substring(name)
        while !candidate.isEmpty {
            if let glyph = table[String(candidate)] { return glyph }
            guard let dot = candidate.lastIndex(of: ".") else { break }
            candidate = candidate[..<dot]
        }
        return unknown
    }

    /// Symbol names apps commonly give actions and extension views, with their glyphs. A variant (`.fill`,
    /// `.circle`…) is listed only when its glyph differs from its base symbol's.
    package static let table: [String: String] = [
        // Reactions
        "heart": "♡", "heart.fill": "♥", "heart.slash": "♡", "star": "☆", "star.fill": "★", "hand.thumbsup": "👍",
        "hand.thumbsdown": "👎", "hand.wave": "👋", "face.smiling": "☺", "hands.clap": "👏", "flame": "🔥", "sparkles": "✨",
        "bolt": "⚡", "crown": "♔", "rosette": "✪", "flag": "⚑", "bookmark": "🔖", "pin": "📌", "mappin": "📍",
        // Confirm, dismiss, edit
        "checkmark": "✓", "xmark": "✕", "plus": "+", "minus": "−", "multiply": "×", "pencil": "✎", "square.and.pencil": "✎",
        "trash": "🗑", "archivebox": "🗄", "tray": "📥", "tray.and.arrow.down": "📥", "doc": "📄", "doc.on.doc": "⧉",
        "paperclip": "📎", "link": "🔗", "scissors": "✂", "eye": "👁", "eye.slash": "◌", "nosign": "⊘",
        // Communication
        "message": "💬", "bubble.left": "💬", "bubble.right": "💬", "text.bubble": "💬", "ellipsis.bubble": "💬",
        "quote.bubble": "💬", "envelope": "✉", "envelope.open": "✉", "paperplane": "➢", "phone": "☎", "phone.down": "☎",
        "video": "📹", "mic": "🎤", "mic.slash": "🎤", "arrowshape.turn.up.left": "↩", "arrowshape.turn.up.right": "↪",
        "arrowshape.turn.up.left.2": "↩", "square.and.arrow.up": "⇪", "square.and.arrow.down": "⇩", "at": "@",
        "person": "👤", "person.2": "👥", "person.crop.circle": "👤", "person.badge.plus": "👤", "person.fill.checkmark": "👤",
        // Time and reminders
        "clock": "🕒", "alarm": "⏰", "timer": "⏲", "stopwatch": "⏱", "calendar": "📅", "calendar.badge.plus": "📅",
        "bell": "🔔", "bell.slash": "🔕", "moon": "☾", "sun.max": "☀", "zzz": "💤", "hourglass": "⌛", "gobackward": "↺",
        "goforward": "↻", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.triangle.2.circlepath": "⟳",
        // Media
        "play": "▶", "pause": "⏸", "stop": "■", "playpause": "⏯", "forward": "⏩", "backward": "⏪", "speaker.wave.2": "🔊",
        "speaker.slash": "🔇", "music.note": "♪", "photo": "🖼", "camera": "📷", "film": "🎞", "headphones": "🎧",
        // Navigation
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓", "chevron.right": "›", "chevron.left": "‹",
        "chevron.up": "˄", "chevron.down": "˅", "arrow.up.right": "↗", "arrow.down.left": "↙", "location": "➤",
        "map": "🗺", "house": "⌂", "car": "🚗", "airplane": "✈", "figure.walk": "🚶", "bicycle": "🚲", "globe": "🌐",
        // Status and information
        "info": "ⓘ", "info.circle": "ⓘ", "questionmark": "?", "questionmark.circle": "?", "exclamationmark": "!",
        "exclamationmark.triangle": "⚠", "exclamationmark.circle": "!", "lock": "🔒", "lock.open": "🔓", "key": "🔑",
        "shield": "⛨", "gear": "⚙", "gearshape": "⚙", "slider.horizontal.3": "☰", "ellipsis": "…", "ellipsis.circle": "…",
        "magnifyingglass": "🔍", "line.3.horizontal": "☰", "list.bullet": "☰", "square.grid.2x2": "▦",
        // Commerce and places
        "cart": "🛒", "bag": "👜", "creditcard": "💳", "gift": "🎁", "tag": "🏷", "dollarsign.circle": "$",
        "cup.and.saucer": "☕", "fork.knife": "🍴", "wifi": "📶", "battery.100": "🔋", "cloud": "☁", "drop": "💧",
    ]
}
