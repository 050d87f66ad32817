/// A title with an icon (Apple's `Label`): the icon, a column, then the title, unless `labelStyle` keeps one.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let context = context.child("Label")
        let style = context.environment.labelStyle
        let parts = (style == .titleOnly ? [] : context.child("icon").resolve(icon))
            + (style == .iconOnly ? [] : context.child("title").resolve(title))
        return [StackNode(key: context.path, axis: .horizontal, crossAlignment: 0.5, spacing: nil, children: parts)]
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) }) }
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.init(title: { Text(title) }, icon: { Image(systemName: name) }) }
    public init(_ titleKey: LocalizedStringKey, image name: String) { self.init(title: { Text(titleKey) }, icon: { Image(name) }) }
    public init<S: StringProtocol>(_ title: S, image name: String) { self.init(title: { Text(title) }, icon: { Image(name) }) }
}

/// Which parts of a `Label` show (Apple's label styles).
public struct LabelStyleKind: Hashable, Sendable {
    let id: Int
    static let automatic = LabelStyleKind(id: 0), titleOnly = LabelStyleKind(id: 1), iconOnly = LabelStyleKind(id: 2)
}

/// A label style (Apple's `LabelStyle`): `.automatic`, `.titleAndIcon`, `.titleOnly`, `.iconOnly`.
public protocol LabelStyle {}

/// One of the built-in label styles.
public struct BuiltInLabelStyle: LabelStyle {
    let kind: LabelStyleKind
}

extension LabelStyle where Self == BuiltInLabelStyle {
    public static var automatic: BuiltInLabelStyle { BuiltInLabelStyle(kind: .automatic) }
    public static var titleAndIcon: BuiltInLabelStyle { BuiltInLabelStyle(kind: .automatic) }
    public static var titleOnly: BuiltInLabelStyle { BuiltInLabelStyle(kind: .titleOnly) }
    public static var iconOnly: BuiltInLabelStyle { BuiltInLabelStyle(kind: .iconOnly) }
}

/// What a button does (Apple's `ButtonRole`): a destructive button's title is red.
public struct ButtonRole: Hashable, Sendable {
    let id: Int
    public static let destructive = ButtonRole(id: 0), cancel = ButtonRole(id: 1)
}

/// A button (Apple's `Button`): drawn as a UIKit button titled with its label's text and symbols, so the keyboard
/// focuses and presses it as the UIKit subset's buttons (Tab, Enter).
public struct Button<ButtonLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: ButtonLabel

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> ButtonLabel) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> ButtonLabel) {
        self.role = role
        self.action = action
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let context = context.child("Button")
        let title = context.resolve(label).map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
        let environment = context.environment
        let color: UIColor = role == .destructive ? .systemRed : environment.foregroundColor?.uiColor ?? environment.tint?.uiColor ?? .systemBlue
        return [ButtonNode(key: context.path, title: title, color: color, isEnabled: environment.isEnabled,
                           bordered: environment.buttonStyle != .plain && environment.buttonStyle != .automatic, action: action)]
    }
}

extension Button where ButtonLabel == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { self.init(action: action) { Text(titleKey) } }
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) { self.init(action: action) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where ButtonLabel == Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Label(titleKey, systemImage: systemImage) }
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Label(title, systemImage: systemImage) }
    }
}

/// The look of buttons (Apple's `ButtonStyle` / `PrimitiveButtonStyle`): `.automatic`, `.plain`, `.borderless`,
/// `.bordered`, `.borderedProminent`. *Decision:* bordered styles draw a rounded border round the title.
public protocol PrimitiveButtonStyle {}

/// One of the built-in button styles.
public struct BuiltInButtonStyle: PrimitiveButtonStyle, Hashable, Sendable {
    let id: Int
    static let automatic = BuiltInButtonStyle(id: 0), plain = BuiltInButtonStyle(id: 1), bordered = BuiltInButtonStyle(id: 2)
}

extension PrimitiveButtonStyle where Self == BuiltInButtonStyle {
    public static var automatic: BuiltInButtonStyle { .automatic }
    public static var plain: BuiltInButtonStyle { .plain }
    public static var borderless: BuiltInButtonStyle { .plain }
    public static var bordered: BuiltInButtonStyle { .bordered }
    public static var borderedProminent: BuiltInButtonStyle { .bordered }
}

/// A `Button`: one row as wide as its title (two more columns and rows for a border).
final class ButtonNode: LayoutNode {
    let title: String
    let color: UIColor
    let isEnabled: Bool
    let bordered: Bool
    let action: @MainActor () -> Void

    init(key: ViewPath, title: String, color: UIColor, isEnabled: Bool, bordered: Bool, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.color = color
        self.isEnabled = isEnabled
        self.bordered = bordered
        self.action = action
        super.init(key: key)
    }

    /// One row as wide as the title, as a UIKit button measures it, and the border round it.
    private lazy var ownSize: CGSize = {
        let button = UIButton(type: .system)
        button.setTitle(self.title, for: .normal)
        let size = button.intrinsicContentSize
        return self.bordered ? CGSize(width: size.width + 2 * UILabel.pointsPerColumn, height: size.height + 2 * UILabel.pointsPerRow) : size
    }()

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { ownSize }

    override func draw(into drawing: Drawing) {
        let button = drawing.view(key) { UIButton(type: .system) }
        if button.title(for: .normal) != title { button.setTitle(title, for: .normal) }
        button.setTitleColor(color, for: .normal)
        button.isEnabled = isEnabled
        button.layer.borderWidth = bordered ? 1 : 0
        button.layer.borderColor = color.cgColor
        button.layer.cornerRadius = bordered ? 1 : 0
        let action = action
        button.addAction(UIAction(identifier: UIAction.Identifier("swiftui.button")) { _ in action() }, for: .primaryActionTriggered)
        drawing.add(button, frame: frame)
    }

    override var plainText: String { title }
    override var ignoresHeightOffered: Bool { true }
}

/// Progress (Apple's `ProgressView`): a spinner while the amount is unknown, else a bar as wide as offered, filled
/// in the tint by the share done; a label above it when it has one.
public struct ProgressView<ProgressLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double?
    /// The interval of a timer's progress, whose share is taken at the time the view is drawn at.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?
    let label: ProgressLabel?

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let context = context.child("ProgressView")
        let tint = context.environment.tint?.uiColor ?? context.environment.foregroundColor?.uiColor ?? .systemBlue
        let shown = timer.map { Self.share(of: $0.interval, countsDown: $0.countsDown, at: context.environment.now) } ?? fraction
        let indicator = ProgressNode(key: context.path + "/indicator", fraction: shown, tint: tint)
        guard let label else { return [indicator] }
        let labelNodes = context.child("label").resolve(label)
        return [StackNode(key: context.path, axis: .vertical, crossAlignment: 0, spacing: nil, children: labelNodes + [indicator])]
    }
}

extension ProgressView where ProgressLabel == EmptyView {
    /// A spinner.
    public init() { fraction = nil; label = nil }
    /// A bar at `value` of `total` (nil: a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        label = nil
    }
    /// A bar of the share of `timerInterval` gone (left, when counting down) at the time the view is drawn at.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        fraction = nil
        timer = (timerInterval, countsDown)
        label = nil
    }
}

/// How a progress view is drawn (Apple's `ProgressViewStyle`): kept; notisim draws a bar for a known amount and a
/// spinner for an unknown one, whatever the style.
public protocol ProgressViewStyle {}
/// A bar (Apple's `LinearProgressViewStyle`).
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
/// A ring or spinner (Apple's `CircularProgressViewStyle`).
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }
/// The platform's choice (Apple's `DefaultProgressViewStyle`).
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }

extension View {
    /// The style of the progress views inside (kept, see ``ProgressViewStyle``).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}

extension ProgressView {
    /// The share of `interval` gone at `now` (left, when counting down), held between 0 and 1.
    static func share(of interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> Double {
        let duration = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let gone = duration > 0 ? min(max(now.timeIntervalSince(interval.lowerBound) / duration, 0), 1) : 1
        return countsDown ? 1 - gone : gone
    }
}

extension ProgressView where ProgressLabel == Text {
    public init(_ titleKey: LocalizedStringKey) { fraction = nil; label = Text(titleKey) }
    public init<S: StringProtocol>(_ title: S) { fraction = nil; label = Text(title) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        label = Text(titleKey)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> ProgressLabel) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        self.label = label()
    }
    public init(@ViewBuilder label: () -> ProgressLabel) { fraction = nil; self.label = label() }
}

/// A `ProgressView`'s indicator: a one-cell spinner, or a one-row bar as wide as offered (ten columns where nothing
/// is), `━` in the tint for the share done and `─` for the rest.
final class ProgressNode: LayoutNode {
    let fraction: Double?
    let tint: UIColor

    init(key: ViewPath, fraction: Double?, tint: UIColor) {
        self.fraction = fraction
        self.tint = tint
        super.init(key: key)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard fraction != nil else { return CGSize(width: UILabel.pointsPerColumn, height: UILabel.pointsPerRow) }
        return CGSize(width: proposal.width ?? 10 * UILabel.pointsPerColumn, height: UILabel.pointsPerRow)
    }

    override func draw(into drawing: Drawing) {
        guard let fraction else {
            let spinner = drawing.view(key) { UIActivityIndicatorView(style: .medium) }
            spinner.color = tint
            spinner.startAnimating()
            drawing.add(spinner, frame: frame)
            return
        }
        let bar = drawing.view(key) { UILabel() }
        defer { drawing.add(bar, frame: frame) }
        let columns = max(1, Int((frame.width / UILabel.pointsPerColumn).rounded()))
        let done = Int((Double(columns) * fraction).rounded())
        let text = NSMutableAttributedString(string: String(repeating: "━", count: done), attributes: [.foregroundColor: tint])
        text.append(NSAttributedString(string: String(repeating: "─", count: columns - done), attributes: [.foregroundColor: UIColor.systemGray]))
        if bar.attributedText != text { bar.attributedText = text }
    }
}
