internal import NotiLayout

/// How text lines up (Apple's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// Where text that does not fit is cut (Apple's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Text in a view (Apple's `UILabel`). Its natural size is its text's width in terminal columns of 8 points and its
/// lines' height in rows of 16 points (docs/rules/terminal.md#points-to-cells).
@MainActor
open class UILabel: UIView {
    /// Setting the text drops the attributed text's runs.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            storedRuns = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// Text in runs with their own font and colour (`.font`, `.foregroundColor`); its string becomes `text`.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedRuns.map(Self.attributedString(of:)) ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            storedText = newValue?.string
            storedAttributedText = newValue
            storedRuns = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// A run of text in one font and colour.
    package typealias StyledRun = (text: String, font: UIFont, color: UIColor)

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    private var storedRuns: [StyledRun]?

    /// Sets the text as runs in their own fonts and colours, as `attributedText` would, without building an
    /// attributed string (Foundation's is slow to build on Linux, and a SwiftUI pass sets many labels).
    package func setStyledRuns(_ runs: [StyledRun]) {
        storedText = runs.map(\.text).joined()
        storedAttributedText = nil
        storedRuns = runs
        invalidateIntrinsicContentSize()
    }

    private static func attributedString(of runs: [StyledRun]) -> NSAttributedString {
        let attributed = NSMutableAttributedString(string: "")
        for run in runs {
            attributed.append(NSAttributedString(string: run.text, attributes: [.font: run.font, .foregroundColor: run.color]))
        }
        return attributed
    }

    /// The text's runs with the font and colour each is drawn in (the label's own where a run sets none).
    package var styledRuns: [StyledRun] {
        if let storedRuns { return storedRuns }
        guard let attributed = storedAttributedText else { return storedText.map { [($0, font, textColor)] } ?? [] }
        var runs: [StyledRun] = []
        let string = attributed.string as NSString
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            runs.append((string.substring(with: range), attributes[.font] as? UIFont ?? font, attributes[.foregroundColor] as? UIColor ?? textColor))
        }
        return runs
    }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    /// 0 = as many lines as the text needs.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The width multi-line text wraps at when working out the natural size; 0 = the width layout gave it.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// The width the last layout pass gave a multi-line label, used as its wrap width when none is set, as Auto
    /// Layout does since iOS 8.
    var automaticWrapWidth: CGFloat?

    /// Points per terminal column and row (docs/rules/terminal.md#points-to-cells).
    nonisolated package static let pointsPerColumn = CGFloat(CellMetrics.standard.pointsPerColumn)
    nonisolated package static let pointsPerRow = CGFloat(CellMetrics.standard.pointsPerColumn * CellMetrics.standard.cellAspect)

    /// The lines the text takes at a width in points (all on one line when `width` is nil).
    func lines(forWidth width: CGFloat?) -> [String] { Self.lines(of: text ?? "", numberOfLines: numberOfLines, width: width) }

    /// The lines `text` takes in a label of `numberOfLines` (0 = as many as needed) at a width in points (all on one
    /// line when `width` is nil).
    nonisolated package static func lines(of text: String, numberOfLines: Int, width: CGFloat?) -> [String] {
        wrappedLines(of: text, numberOfLines: numberOfLines, width: width).map(\.text)
    }

    /// The size in points of `text` in a label of `numberOfLines` at a width in points, as `size(of:)` gives for its
    /// `lines(of:numberOfLines:width:)`, without measuring the lines again.
    nonisolated package static func size(of text: String, numberOfLines: Int, width: CGFloat?) -> CGSize {
        // Plain text that fits on one line is that line, as the wrapper would find it.
        if let plainColumns = plainTextColumns(text), plainColumns <= columns(in: width) {
            return CGSize(width: CGFloat(plainColumns) * pointsPerColumn, height: pointsPerRow)
        }
        let lines = wrappedLines(of: text, numberOfLines: numberOfLines, width: width)
        let columns = lines.map(\.width).max() ?? 0
        return CGSize(width: CGFloat(columns) * pointsPerColumn, height: CGFloat(lines.count) * pointsPerRow)
    }

    /// The columns of text made only of printable ASCII that neither starts nor ends with a space (one column a
    /// character, nothing to sanitize, nothing a line would drop); nil for any other text.
    nonisolated private static func plainTextColumns(_ text: String) -> Int? {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else { return nil }
        return bytes.allSatisfy { (0x20...0x7E).contains($0) } ? bytes.count : nil
    }

    /// The whole columns in a width in points; a width beyond any terminal (infinity, greatestFiniteMagnitude) or
    /// none keeps the text on one line.
    nonisolated private static func columns(in width: CGFloat?) -> Int {
        width.map { $0 < 1_000_000 ? Int(($0 / Self.pointsPerColumn).rounded(.down)) : Int.max / 2 } ?? Int.max / 2
    }

    nonisolated private static func wrappedLines(of text: String, numberOfLines: Int, width: CGFloat?) -> [WrappedLine] {
        guard !text.isEmpty else { return [] }
        let columns = columns(in: width)
        let limit = numberOfLines > 0 ? numberOfLines : nil
        // A line that fits keeps its leading and trailing spaces, as UIKit and SwiftUI measure them: a view written
        // `Text("\(title) ")` before another text holds the space between them.
        if numberOfLines == 1 || (!text.contains(where: \.isNewline) && TextWidth.columns(of: TextSanitizer.sanitize(text, keepsLineBreaks: false)) <= columns) {
            return [TextWrapper.truncate(text, width: columns)]
        }
        return TextWrapper.wrap(text, width: max(1, columns), maxLines: limit)
    }

    /// The size in points of `lines`: the widest line's columns by the number of rows.
    nonisolated package static func size(of lines: [String]) -> CGSize {
        let columns = lines.map { TextWidth.columns(of: $0) }.max() ?? 0
        return CGSize(width: CGFloat(columns) * pointsPerColumn, height: CGFloat(lines.count) * pointsPerRow)
    }

    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let wrapWidth = numberOfLines == 1 || preferredMaxLayoutWidth <= 0 ? nil : preferredMaxLayoutWidth
        return Self.size(of: lines(forWidth: wrapWidth ?? automaticWrapWidth))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: lines(forWidth: size.width)) }
}

extension NSAttributedString.Key {
    /// The run's `UIFont` (notisim draws semibold and heavier in bold).
    public static let font = NSAttributedString.Key("NSFont")
    /// The run's text `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The run's background `UIColor` (kept; not drawn).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
