/// The base of views and view controllers (Apple's `UIResponder`), and the first responder: the one object keyboard
/// input goes to. In notisim the host makes a text field first responder when the keyboard focus reaches it.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The responder keyboard input goes to, if any.
    private static weak var current: UIResponder?

    /// Whether this responder can take keyboard input (false unless a subclass says otherwise, as in UIKit).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder lets the input go (true, as in UIKit).
    open var canResignFirstResponder: Bool { true }
    /// Whether keyboard input goes to this responder.
    open var isFirstResponder: Bool { Self.current === self }

    /// Makes this responder the first responder when it can be one; answers whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = Self.current, current !== self, !current.resignFirstResponder() { return false }
        Self.current = self
        return true
    }

    /// Gives up first-responder status; answers whether it did (a responder that is not first answers true).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        Self.current = nil
        return true
    }

    /// A custom view shown instead of the system keyboard while this responder is first; the terminal's keyboard is
    /// the keyboard in notisim, so it is read and not drawn.
    open var inputView: UIView? { nil }
    /// A custom view shown above the keyboard while this responder is first; read and not drawn, as `inputView`.
    open var inputAccessoryView: UIView? { nil }
}
