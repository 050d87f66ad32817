import NotiUIKit
import NotiUserNotifications
import NotiUserNotificationsUI

/// Runs a content extension's own view controller as iOS does: the view loads, is sized to the banner width and
/// the initial height, appears, is laid out, and receives the notification and the user's actions. The extension's
/// main queue, timers and animation completions run on notisim's clock through `run(until:)`.
@MainActor
package final class ContentExtensionHost {
    package let controller: any UIViewController & UNNotificationContentExtension
    package let context: NotificationExtensionContext
    /// The extension's main queue and timers.
    package let runLoop = ExtensionRunLoop()
    /// The control with the keyboard focus, if any.
    package private(set) weak var focusedControl: UIControl?

    /// Loads the controller's view at `size` points (banner width, initial height from the ratio) and shows it, in
    /// the appearance of notisim's theme, with `UIImage(named:)` looking in `assetFolders`, then in the asset catalogs
    /// its process was given.
    package init(controller: any UIViewController & UNNotificationContentExtension, size: CGSize, actions: [UNNotificationAction],
                 appearance: UIUserInterfaceStyle = .dark, assetFolders: [URL] = []) {
        ExtensionRunLoop.current = runLoop
        UIImage.assetSearchPaths = assetFolders + UIImage.environmentCatalogs
        self.controller = controller
        traits = UITraitCollection(userInterfaceStyle: appearance)
        context = NotificationExtensionContext(actions: actions)
        controller.extensionContext = context
        inTraits {
            controller.loadViewIfNeeded()
            controller.view.hostTraits = traits
            controller.view.frame = CGRect(origin: .zero, size: size)
            controller.viewWillAppear(false)
            layout()
            controller.viewDidAppear(false)
        }
    }

    /// The traits of the interface showing the extension: current while its code runs, and those its view is drawn in.
    private let traits: UITraitCollection

    /// What `body` returns, run with the host's traits current, as UIKit sets them around each call into a controller.
    private func inTraits<Result>(_ body: () -> Result) -> Result { traits.asCurrent(body) }

    /// The appearance of notisim's theme: the `light` theme is iOS's light mode; every other theme is dark.
    package static func appearance(forTheme name: String) -> UIUserInterfaceStyle { name == "light" ? .light : .dark }

    /// Delivers a notification to `didReceive(_:)` and lays the view out again.
    package func receive(_ notification: UNNotification) {
        inTraits {
            controller.didReceive(notification)
            layout()
        }
    }

    /// Delivers an action; returns the option the extension answered with, nil if it has not answered (yet).
    package func respond(_ response: UNNotificationResponse) -> UNNotificationContentExtensionResponseOption? {
        inTraits {
            var answer: UNNotificationContentExtensionResponseOption?
            controller.didReceive(response) { answer = $0 }
            layout()
            return answer
        }
    }

    /// Moves the extension's clock to `seconds` since it loaded and runs the main-queue work, timers and animation
    /// completions due by then; lays the view out again when any ran.
    @discardableResult
    package func run(until seconds: TimeInterval) -> Int {
        inTraits {
            let ran = runLoop.run(until: seconds)
            if ran > 0 { layout() }
            return ran
        }
    }

    /// A key while the custom area has the focus: Tab and Shift-Tab (`BTab`) move the focus through the enabled,
    /// visible controls in view order, Enter and Space press the focused one (`touchUpInside`, then
    /// `primaryActionTriggered`); a focused text field takes the keys it types instead. Answers whether the key was
    /// used; Tab past the last control is not, so the focus can leave the custom area
    /// (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
    package func keyPressed(_ key: String) -> Bool { inTraits { press(key) } }

    private func press(_ key: String) -> Bool {
        let controls = controller.view.allVisibleControls
        if let field = focusedControl as? UITextField, key != "Tab", key != "BTab", controls.contains(where: { $0 === field }) {
            let used = field.type(key)
            layout()
            return used
        }
        switch key {
        case "Tab", "BTab":
            let current = focusedControl.flatMap { focused in controls.firstIndex { $0 === focused } }
            let next: Int? = switch (key, current) {
            case ("Tab", nil): controls.isEmpty ? nil : 0
            case ("Tab", let index?): index + 1 < controls.count ? index + 1 : nil
            case (_, nil): controls.isEmpty ? nil : controls.count - 1
            case (_, let index?): index > 0 ? index - 1 : nil
            }
            focus(next.map { controls[$0] })
            return next != nil
        case "Enter", "Space":
            guard let control = focusedControl, controls.contains(where: { $0 === control }) else { return false }
            control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            layout()
            return true
        default:
            return false
        }
    }

    /// Moves the keyboard focus; a text field it reaches becomes first responder, one it leaves resigns.
    private func focus(_ control: UIControl?) {
        focusedControl?.hasKeyboardFocus = false
        if let field = focusedControl as? UITextField { field.resignFirstResponder() }
        focusedControl = control
        control?.hasKeyboardFocus = true
        if let field = control as? UITextField { field.becomeFirstResponder() }
        layout()
    }

    /// The height the extension asked for with `preferredContentSize`, applied to the view; nil if it asked none.
    package var preferredHeight: CGFloat? {
        controller.preferredContentSize.height > 0 ? controller.preferredContentSize.height : nil
    }

    /// Applies the preferred height, then lays the tree out.
    private func layout() {
        if let preferredHeight, controller.view.frame.height != preferredHeight {
            controller.view.frame.size.height = preferredHeight
        }
        controller.performLayout()
    }
}

extension UIView {
    /// The controls under this view that can take the keyboard focus, in view order (parents before children).
    var allVisibleControls: [UIControl] {
        guard !isHidden, alpha > 0.01 else { return [] }
        let own = (self as? UIControl).flatMap { $0.canTakeKeyboardFocus ? [$0] : nil } ?? []
        return own + subviews.flatMap(\.allVisibleControls)
    }
}
