internal import NotiLayout

/// Text a user types in one line (Apple's `UITextField`). In notisim it is typed into from the keyboard: the keyboard
/// focus reaching it makes it first responder, a printable key inserts its character at the end, Backspace deletes
/// the last one, and Enter is the keyboard's Return key (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
@MainActor
open class UITextField: UIControl {
    /// The frame drawn around the field (Apple's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view shows (Apple's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    open var text: String? = "" { didSet { if text == nil { text = "" }; invalidateIntrinsicContentSize() } }
    /// Shown, in the secondary colour, while the field is empty.
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .systemFont(ofSize: 17)
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var isSecureTextEntry = false
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { isFirstResponder }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// A key typed while the field has the keyboard focus: answers whether the field used it.
    package func type(_ key: String) -> Bool {
        let current = text ?? ""
        switch key {
        case "Enter":
            // The Return key: the delegate decides; either way the field sends its end-on-exit actions, as UIKit does.
            _ = delegate?.textFieldShouldReturn(self)
            sendActions(for: .editingDidEndOnExit)
            return true
        case "Backspace":
            guard let last = current.last else { return true }
            replace(NSRange(location: (current as NSString).length - (String(last) as NSString).length, length: (String(last) as NSString).length), with: "")
            return true
        default:
            let character = key == "Space" ? " " : key
            // One printable character: named keys (`Up`, `F5`, `C-c`) are not typed.
            guard character.count == 1, let scalar = character.unicodeScalars.first, !CharacterSet.controlCharacters.contains(scalar) else { return false }
            replace(NSRange(location: (current as NSString).length, length: 0), with: character)
            return true
        }
    }

    /// Replaces `range` of the text with `string` when the delegate allows it, then sends `editingChanged`.
    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        text = ((text ?? "") as NSString).replacingCharacters(in: range, with: string)
        sendActions(for: .editingChanged)
    }

    /// What the field shows: its text (dots for secure entry), else its placeholder.
    package var drawnText: (text: String, isPlaceholder: Bool) {
        let current = text ?? ""
        if current.isEmpty { return (placeholder ?? "", true) }
        return (isSecureTextEntry ? String(repeating: "•", count: current.count) : current, false)
    }

    open override var intrinsicContentSize: CGSize {
        let columns = max(TextWidth.columns(of: text ?? ""), TextWidth.columns(of: placeholder ?? ""))
        return CGSize(width: CGFloat(columns + 1) * UILabel.pointsPerColumn, height: UILabel.pointsPerRow)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// What a text field asks and tells its delegate (Apple's `UITextFieldDelegate`); every method is optional.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The keyboard a text field asks for (Apple's `UIKeyboardType`); the terminal's keyboard types every one.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the keyboard's Return key (Apple's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether typing is autocorrected (Apple's `UITextAutocorrectionType`); notisim never corrects.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Which letters are capitalized as one types (Apple's `UITextAutocapitalizationType`); notisim types keys as they come.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}
