/// Text (Apple's `Text`): runs with their own font, colour and emphasis, wrapped to the width offered as `UILabel`
/// wraps (docs/rules/terminal.md#points-to-cells), cut to its `lineLimit`.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never

    /// A part of the text with its own style.
    struct Run: Equatable {
        var text: String
        var font: Font?
        var color: Color?
        var bold = false
        var italic = false
        var strikethrough = false
        var underline = false
        var isLink = false
        /// What the run counts (a date in a style, a timer): its text is made when the view is drawn, at the
        /// environment's time.
        var timing: Timing?

        /// The run with other text in the same style.
        func with(text: String) -> Run {
            var copy = self
            copy.text = text
            return copy
        }
    }

    /// Text that changes with the time it is drawn at (Apple's date styles and timers, which iOS keeps counting).
    enum Timing: Hashable, Sendable {
        case date(Date, DateStyle)
        case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

        /// Whether the text counts as time passes (a timer, or a date `relative`, `offset` or `timer`): such a text
        /// takes the whole width offered, as WidgetKit reserves room for it to grow.
        var counts: Bool {
            switch self {
            case .timer: true
            case .date(_, let style): style == .relative || style == .offset || style == .timer
            }
        }

        /// The text at `now`.
        func text(at now: Date) -> String {
            switch self {
            case let .date(date, style):
                return style.text(for: date, now: now)
            case let .timer(interval, pauseTime, countsDown, showsHours):
                let shown = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
                let seconds = countsDown ? interval.upperBound.timeIntervalSince(shown) : shown.timeIntervalSince(interval.lowerBound)
                return DateStyle.clock(seconds, showsHours: showsHours)
            }
        }
    }

    var runs: [Run]

    init(runs: [Run]) { self.runs = runs }

    /// A string shown as it is (no Markdown); a literal is a `LocalizedStringKey` instead, as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(text: String(content))] }
    public init(verbatim content: String) { runs = [Run(text: content)] }
    /// A literal or interpolated key: the extension's text for it in its `Localizable` strings (another table has none
    /// here), else the key as written; either is Markdown.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        if (tableName ?? "Localizable") == "Localizable", let localized = key.localizedMarkdown {
            runs = MarkdownText.runs(localized)
        } else {
            runs = key.timed(MarkdownText.runs(key.markdown))
        }
    }
    /// An attributed string's runs with SwiftUI's attributes (`foregroundColor`, `font`, `link`…). *Decision:*
    /// Foundation on Linux has no presentation intents, so a run's emphasis comes from its `font` alone. Disfavoured
    /// because Foundation on Linux makes `AttributedString` a string literal type: a literal stays a localized key.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) { runs = Self.runs(of: attributedContent) }
    /// A symbol or image inside text: its glyph.
    public init(_ image: Image) { runs = [Run(text: image.glyph ?? "▣")] }
    /// A date in a style, counting (`relative`, `offset`, `timer`) to the time the view is drawn at.
    public init(_ date: Date, style: DateStyle) { runs = [Run(text: "", timing: .date(date, style))] }
    /// A range of dates (`9:41 – 10:41`).
    public init(_ dates: ClosedRange<Date>) {
        runs = [Run(text: "", timing: .date(dates.lowerBound, .time)), Run(text: " – "), Run(text: "", timing: .date(dates.upperBound, .time))]
    }
    /// A timer over the interval, counting down to its end or up from its start, at the time the view is drawn at
    /// (stopped at `pauseTime` when given, and held within the interval): `M:SS`, or `H:MM:SS` from an hour when it
    /// `showsHours` (else the minutes go on past 59).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        runs = [Run(text: "", timing: .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))]
    }

    /// How a date is shown (Apple's `Text.DateStyle`).
    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        public static let time = DateStyle(kind: 0), date = DateStyle(kind: 1), relative = DateStyle(kind: 2)
        public static let offset = DateStyle(kind: 3), timer = DateStyle(kind: 4)

        /// `date` in the style at `now`: `9:41`, `June 3, 2019`, `2 hours, 23 minutes`, `+2 hours`, `2:32`.
        func text(for date: Date, now: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            switch kind {
            case 0: formatter.dateFormat = "H:mm"; return formatter.string(from: date)
            case 1: formatter.dateFormat = "MMMM d, yyyy"; return formatter.string(from: date)
            case 3: return (date < now ? "-" : "+") + Self.relative(from: date, to: now, units: 1)
            case 4: return Self.clock(abs(date.timeIntervalSince(now)), showsHours: true)
            default: return Self.relative(from: date, to: now, units: 2)
            }
        }

        /// `M:SS`, or `H:MM:SS` from an hour.
        static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
            let total = Int(seconds.rounded(.down)), hours = total / 3600, minutes = total / 60 % 60, rest = total % 60
            let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
            if hours > 0 && showsHours { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
            return "\(showsHours ? minutes : total / 60):\(twoDigits(rest))"
        }

        /// The time between two dates in its `units` largest calendar units, as Apple's examples write it:
        /// `2 hours, 23 minutes`, `1 year, 1 month`, `12 seconds`, `+2 hours` (one unit, for `offset`). Counted in
        /// UTC's Gregorian calendar, so the text does not depend on the host's time zone.
        static func relative(from date: Date, to now: Date, units: Int) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: min(date, now), to: max(date, now))
            let named: [(Int?, String)] = [(parts.year, "year"), (parts.month, "month"), (parts.day, "day"),
                                           (parts.hour, "hour"), (parts.minute, "minute"), (parts.second, "second")]
            let shown = named.compactMap { value, name in value.flatMap { $0 > 0 ? "\($0) \(name)\($0 == 1 ? "" : "s")" : nil } }.prefix(units)
            return shown.isEmpty ? "0 seconds" : shown.joined(separator: ", ")
        }
    }

    /// The text with `change` applied to every run that has not set that itself.
    private func map(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { map { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        map { run in if let weight { run.bold = run.bold || weight.value >= Font.Weight.semibold.value } }
    }
    public func bold() -> Text { map { $0.bold = true } }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { map { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { map { if $0.color == nil { $0.color = color } } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        guard let color = style as? Color else { return self }
        return foregroundColor(color)
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { map { $0.strikethrough = isActive } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { map { $0.underline = isActive } }
    /// Kept for the code that sets it; a terminal's cells have one spacing.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    /// Joins two texts, each keeping its runs' styles.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        [TextNode(key: context.path + "/Text", styled: styled(in: context.environment), measurements: context.graph.textMeasurements)]
    }

    /// The text as a label draws it in `environment`: each run's weight and colour, the lines and alignment.
    @MainActor
    func styled(in environment: EnvironmentValues) -> StyledText {
        let foreground = environment.foregroundColor?.uiColor ?? .label
        let now = runs.contains { $0.timing != nil } ? environment.now : nil
        let styledRuns = runs.compactMap { run -> StyledText.Run? in
            let text = now.flatMap { run.timing?.text(at: $0) } ?? run.text
            guard !text.isEmpty else { return nil }
            let font = run.font ?? environment.font ?? .body
            let color = run.color?.uiColor ?? (run.isLink ? environment.tint?.uiColor ?? .systemBlue : foreground)
            return StyledText.Run(text: text, size: font.size, bold: run.bold || font.isBold || environment.isBold, color: color)
        }
        let alignment: NSTextAlignment = switch environment.multilineTextAlignment {
        case .leading: .left
        case .center: .center
        case .trailing: .right
        }
        return StyledText(runs: styledRuns, numberOfLines: environment.lineLimit ?? 0, alignment: alignment,
                          fillsWidth: environment.countingTextFillsWidth && runs.contains { $0.timing?.counts == true })
    }
}

/// A text's runs, lines and alignment as its label will show them.
struct StyledText {
    /// A run in one weight and colour.
    struct Run {
        let text: String
        let size: CGFloat
        let bold: Bool
        let color: UIColor
    }

    let runs: [Run]
    let numberOfLines: Int
    let alignment: NSTextAlignment
    /// A counting text (a timer, a relative date) takes the whole width offered, its words placed in it by `alignment`.
    var fillsWidth = false

    var string: String { runs.map(\.text).joined() }

    /// What a label shows of a run (its colour as resolved now).
    struct RunSignature: Hashable {
        let text: String
        let size: CGFloat
        let bold: Bool
        let color: UIColor.Components
    }

    /// What the label shows, to tell whether a drawn label needs its text set again.
    struct Signature: Hashable {
        let runs: [RunSignature]
        let numberOfLines: Int
        let alignment: Int
    }

    var signature: Signature {
        Signature(runs: runs.map { RunSignature(text: $0.text, size: $0.size, bold: $0.bold, color: $0.color.components) },
                  numberOfLines: numberOfLines, alignment: alignment.rawValue)
    }

    /// The runs as a `UILabel` takes them, each in its font and colour.
    var labelRuns: [UILabel.StyledRun] {
        runs.map { ($0.text, UIFont.systemFont(ofSize: $0.size, weight: $0.bold ? .bold : .regular), $0.color) }
    }
}

/// A `Text`: measured by the UIKit subset's label wrapping and drawn as a `UILabel`.
final class TextNode: LayoutNode {
    let styled: StyledText
    private let text: String
    private let measurements: TextMeasurements

    init(key: ViewPath, styled: StyledText, measurements: TextMeasurements) {
        self.styled = styled
        self.measurements = measurements
        text = styled.string
        super.init(key: key)
    }

    /// The text on as few lines as its line breaks allow (each paragraph on one line).
    private lazy var idealSize = measurements.size(of: text, numberOfLines: styled.numberOfLines, width: nil)

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard !text.isEmpty else { return .zero }
        guard let width = proposal.width, width < idealSize.width else {
            // A counting text is as wide as offered (its words where its alignment puts them), as in WidgetKit, where
            // a timer beside a `Spacer` sits after the text before it unless `multilineTextAlignment` moves it.
            guard styled.fillsWidth, let width = proposal.width else { return idealSize }
            return CGSize(width: width, height: idealSize.height)
        }
        return wrappedSize(width: width)
    }

    private func wrappedSize(width: CGFloat) -> CGSize {
        if width < 2 * UILabel.pointsPerColumn {
            // One column: a character a line, as the wrapper would break it, without running it.
            let characters = text.filter { !$0.isWhitespace }.count
            let lines = styled.numberOfLines > 0 ? min(styled.numberOfLines, characters) : characters
            return CGSize(width: UILabel.pointsPerColumn, height: CGFloat(max(lines, 1)) * UILabel.pointsPerRow)
        }
        return measurements.size(of: text, numberOfLines: styled.numberOfLines, width: width)
    }

    override func draw(into drawing: Drawing) {
        // Only what changed is set: a label's new text asks UIKit for another layout pass.
        let (drawn, changed) = drawing.view(key, showing: styled.signature) { UILabel() }
        if changed {
            drawn.setStyledRuns(styled.labelRuns)
            drawn.numberOfLines = styled.numberOfLines
            drawn.textAlignment = styled.alignment
        }
        drawing.add(drawn, frame: frame)
    }

    override var plainText: String { text }
    override var ignoresHeightOffered: Bool { true }
}

extension Text {
    /// The text's words without their styles, its counting runs left out: what WidgetKit reads of a display name.
    package var plainString: String { runs.map(\.text).joined() }
}
