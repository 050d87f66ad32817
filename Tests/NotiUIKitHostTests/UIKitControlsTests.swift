import Foundation
import NotiCore
import NotiLayout
import Testing
import TestSupport
import UIKit
import UserNotifications
import UserNotificationsUI
@testable import NotiUIKitHost

/// Buttons, activity indicators and the keyboard focus, through the host as the custom area uses them.
@MainActor
@Suite("UIButton, UIActivityIndicatorView and the keyboard focus")
struct UIKitControlsTests {
    /// Three buttons in a row: one with a closure action, one sending a bound method (`Selector(liked)`), one a method
    /// named through its class (`Selector(ButtonsController.shared(_:))`, which takes the sender).
    final class ButtonsController: UIViewController, UNNotificationContentExtension {
        var events: [String] = []
        let reply = UIButton(type: .system), like = UIButton(type: .system), share = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            reply.setTitle("Reply", for: .normal)
            like.setTitle("Like", for: .normal)
            share.setTitle("Share", for: .normal)
            reply.addAction(UIAction { [weak self] _ in self?.events.append("reply") }, for: .touchUpInside)
            like.addTarget(self, action: Selector(liked), for: .touchUpInside)
            share.addTarget(self, action: Selector(ButtonsController.shared(_:)), for: .primaryActionTriggered)
            let stack = UIStackView(arrangedSubviews: [reply, like, share])
            stack.distribution = .fillEqually
            stack.frame = CGRect(x: 0, y: 0, width: 240, height: 16)
            view.addSubview(stack)
        }

        func liked() { events.append("like") }
        func shared(_ sender: UIButton) { events.append("share from \(sender.currentTitle ?? "")") }
        func didReceive(_ notification: UNNotification) {}
    }

    @Test("Tab moves the focus through the buttons in order and Enter presses the focused one: closure, bound method and class method actions all run")
    func tabAndEnterPressButtons() {
        let controller = ButtonsController()
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: 240, height: 32), actions: [])
        #expect(host.keyPressed("Enter") == false)
        #expect(host.keyPressed("Tab") && host.focusedControl === controller.reply)
        #expect(host.keyPressed("Enter"))
        #expect(host.keyPressed("Tab") && host.keyPressed("Space"))
        #expect(host.keyPressed("Tab") && host.keyPressed("Enter"))
        #expect(controller.events == ["reply", "like", "share from Share"])
        #expect(host.keyPressed("Tab") == false && host.focusedControl == nil, "Tab past the last button gives the focus back")
        #expect(host.keyPressed("BTab") && host.focusedControl === controller.share)
    }

    @Test("Disabled and hidden buttons are skipped by the focus")
    func focusSkipsDisabledAndHidden() {
        let controller = ButtonsController()
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: 240, height: 32), actions: [])
        controller.reply.isEnabled = false
        controller.like.isHidden = true
        #expect(host.keyPressed("Tab") && host.focusedControl === controller.share)
        #expect(host.keyPressed("Tab") == false)
    }

    @Test("A button draws its title centred in the tint colour, in reverse video while focused")
    func focusedButtonIsHighlighted() throws {
        let controller = ButtonsController()
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: 240, height: 32), actions: [])
        _ = host.keyPressed("Tab")
        let view = ViewTreeDrawing.customView(of: controller.view, attachments: [])
        guard case .overlay(let placed) = view else { Issue.record("not an overlay"); return }
        let blue = CustomColor.rgb(10, 132, 255)
        #expect(placed.contains(.placed(Rect(x: 0, y: 0, width: 10, height: 1),
                                        .styledText([TextRun("Reply", color: blue, highlighted: true)], alignment: .center, wraps: false))))
        #expect(placed.contains(.placed(Rect(x: 10, y: 0, width: 10, height: 1),
                                        .styledText([TextRun("Like", color: blue)], alignment: .center, wraps: false))))
        assertGolden(CustomAreaText.renderWithStyles(view, columns: 30, rows: 1, theme: try Theme.builtIn(named: "dark")), named: "uikit-buttons-focused")
    }

    @Test("A button's natural size is its image glyph and title on one row; UIButton(primaryAction:) takes the action's title")
    func buttonSizeAndPrimaryAction() {
        var pressed = 0
        let button = UIButton(primaryAction: UIAction(title: "Open") { _ in pressed += 1 })
        button.setImage(UIImage(systemName: "heart.fill"), for: .normal)
        #expect(button.currentTitle == "Open" && button.drawnTitle == "♥ Open")
        #expect(button.intrinsicContentSize == CGSize(width: 48, height: 16))
        button.sendActions(for: .primaryActionTriggered)
        #expect(pressed == 1)
    }

    /// An indicator that starts in didReceive.
    final class SpinnerController: UIViewController, UNNotificationContentExtension {
        let spinner = UIActivityIndicatorView(style: .medium)
        override func viewDidLoad() {
            super.viewDidLoad()
            spinner.frame = CGRect(x: 0, y: 0, width: 8, height: 16)
            view.addSubview(spinner)
        }
        func didReceive(_ notification: UNNotification) { spinner.startAnimating() }
    }

    @Test("An activity indicator is hidden until it animates, turns one glyph every 0.1 s of notisim's clock, and hides again when stopped")
    func activityIndicatorTurnsOnTheClock() throws {
        let controller = SpinnerController()
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: 80, height: 16), actions: [])
        #expect(controller.spinner.isHidden && !controller.spinner.isAnimating)
        host.receive(try NotesExtensionTests.hello())
        #expect(!controller.spinner.isHidden)
        func drawn() -> String {
            CustomAreaText.render(ViewTreeDrawing.customView(of: controller.view, attachments: [], time: host.runLoop.now), columns: 10, rows: 1, attachments: [])
        }
        #expect(drawn() == "⠋")
        host.run(until: 0.25)
        #expect(drawn() == "⠹")
        controller.spinner.stopAnimating()
        #expect(controller.spinner.isHidden && drawn() == "")
        controller.spinner.hidesWhenStopped = false
        controller.spinner.startAnimating()
        controller.spinner.stopAnimating()
        #expect(!controller.spinner.isHidden && drawn() == "⠋", "without hidesWhenStopped a stopped indicator stays, still")
    }
}
