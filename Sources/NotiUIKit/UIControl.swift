/// A closure-based action (Apple's `UIAction`), added to a control with `addAction(_:for:)`.
@MainActor
open class UIAction: NSObject {
    /// Names an action so that adding another with the same identifier replaces it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    public let identifier: Identifier
    /// The control that sent the action, while its handler runs.
    public private(set) var sender: Any?
    private let handler: @MainActor (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// A view that sends actions when the user uses it (Apple's `UIControl`). In notisim a control is used from the
/// keyboard: Tab moves the focus to it and Enter sends `touchUpInside` and `primaryActionTriggered`.
@MainActor
open class UIControl: UIView {
    /// Events a control sends actions for (Apple's `UIControl.Event`, with its raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control shows (Apple's `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    private enum Receiver {
        case target(WeakTarget, Selector)
        case action(UIAction)
    }

    private final class WeakTarget {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    private var receivers: [(events: Event, receiver: Receiver)] = []
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// Whether the control has the keyboard focus (set by the host).
    package var hasKeyboardFocus = false

    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        if hasKeyboardFocus { state.insert(.focused) }
        return state
    }

    /// Sends `action` to `target` for the events (the target is held weakly, as UIKit holds it).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        receivers.append((controlEvents, .target(WeakTarget(target as AnyObject?), action)))
    }

    /// Stops sending actions to `target` for the events (every action when `action` is nil).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        receivers.removeAll { events, receiver in
            guard case .target(let held, _) = receiver, events.isSubset(of: controlEvents) || controlEvents == .allEvents else { return false }
            return target == nil || held.object === (target as AnyObject?)
        }
    }

    /// Calls the action's handler for the events; an action with the same identifier replaces the earlier one.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        receivers.removeAll { if case .action(let old) = $0.receiver { old.identifier == action.identifier } else { false } }
        receivers.append((controlEvents, .action(action)))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        receivers.removeAll { if case .action(let old) = $0.receiver { old === action } else { false } }
    }

    /// Sends the actions registered for any of the events, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for (events, receiver) in receivers where !events.isDisjoint(with: controlEvents) {
            switch receiver {
            case let .target(target, selector): selector.perform(on: target.object, sender: self)
            case .action(let action): action.perform(from: self)
            }
        }
    }

    /// Whether the keyboard can focus the control: visible, enabled and taking interaction.
    package var canTakeKeyboardFocus: Bool { isEnabled && isUserInteractionEnabled && !isHidden && alpha > 0.01 }
}
