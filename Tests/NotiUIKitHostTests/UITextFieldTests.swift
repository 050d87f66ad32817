import Foundation
import NotiCore
import NotiLayout
import Testing
import UIKit
import UserNotifications
import UserNotificationsUI
@testable import NotiUIKitHost

/// Text fields typed into from the keyboard, through the host as the custom area uses them
/// (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
@MainActor
@Suite("UITextField and the keyboard")
struct UITextFieldTests {
    /// A comment field and a Send button, the field's delegate recording what it is asked and told.
    final class CommentController: UIViewController, UNNotificationContentExtension, UITextFieldDelegate {
        var events: [String] = []
        let field = UITextField(), send = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            field.placeholder = "Comment"
            field.delegate = self
            field.addAction(UIAction { [weak self] _ in self?.events.append("changed \(self?.field.text ?? "")") }, for: .editingChanged)
            field.frame = CGRect(x: 0, y: 0, width: 160, height: 16)
            send.setTitle("Send", for: .normal)
            send.addAction(UIAction { [weak self] _ in self?.events.append("send \(self?.field.text ?? "")") }, for: .touchUpInside)
            send.frame = CGRect(x: 160, y: 0, width: 80, height: 16)
            view.addSubview(field)
            view.addSubview(send)
        }

        func didReceive(_ notification: UNNotification) {}
        func textFieldDidBeginEditing(_ textField: UITextField) { events.append("begin") }
        func textFieldDidEndEditing(_ textField: UITextField) { events.append("end") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            string != "#"
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            events.append("return")
            return textField.resignFirstResponder()
        }
    }

    @Test("a text field the focus reaches is first responder and takes the keys it types: characters insert, Backspace deletes, Enter is Return; the delegate is asked and told")
    func typingIntoAField() {
        let controller = CommentController()
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: 240, height: 32), actions: [])
        #expect(host.keyPressed("Tab") && controller.field.isFirstResponder && controller.field.isEditing)
        for key in ["O", "k", "Space", "#", "!", "Backspace", "Up"] { _ = host.keyPressed(key) }
        #expect(controller.field.text == "Ok ")
        #expect(host.keyPressed("Up") == false, "a named key is not typed")
        #expect(host.keyPressed("Enter") && !controller.field.isFirstResponder)
        #expect(controller.events == ["begin", "changed O", "changed Ok", "changed Ok ", "changed Ok !", "changed Ok ", "return", "end"])
        #expect(host.keyPressed("Tab") && host.keyPressed("Enter"), "Tab goes on to the button, which Enter presses")
        #expect(controller.events.last == "send Ok ")
    }

    @Test("a text field draws its text, else its placeholder in the secondary colour, with a caret while it has the focus")
    func fieldDrawing() {
        let controller = CommentController()
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: 240, height: 32), actions: [])
        func drawnField() -> CustomView? {
            guard case .overlay(let placed) = ViewTreeDrawing.customView(of: controller.view, attachments: []) else { return nil }
            return placed.first { if case .placed(let rect, _) = $0 { rect.x == 0 && rect.width == 20 } else { false } }
        }
        #expect(drawnField() == .placed(Rect(x: 0, y: 0, width: 20, height: 1),
                                        .styledText([TextRun("Comment", color: .secondaryText)], alignment: .left, wraps: false)))
        _ = host.keyPressed("Tab")
        _ = host.keyPressed("H")
        #expect(drawnField() == .placed(Rect(x: 0, y: 0, width: 20, height: 1),
                                        .styledText([TextRun("H", color: .text, highlighted: true), TextRun("▏", color: .text)], alignment: .left, wraps: false)))
        controller.field.isSecureTextEntry = true
        #expect(controller.field.drawnText.text == "•")
    }

    @Test("a view controller is no first responder unless it says it can be, as in UIKit; the input views it offers are read")
    func viewControllerResponder() {
        final class InputController: UIViewController {
            let accessory = UIView()
            override var canBecomeFirstResponder: Bool { true }
            override var inputAccessoryView: UIView? { accessory }
        }
        let plain = UIViewController()
        #expect(!plain.becomeFirstResponder() && !plain.isFirstResponder)
        let input = InputController()
        #expect(input.becomeFirstResponder() && input.isFirstResponder && input.inputAccessoryView === input.accessory)
        #expect(input.resignFirstResponder() && !input.isFirstResponder)
    }
}
