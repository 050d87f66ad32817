import Foundation
import NotiCore
@testable import NotiLayout
import Testing
import TestSupport
import UIKit
import UserNotifications
import UserNotificationsUI
@testable import NotiUIKitHost
@testable import NotesActionExtension
@testable import NotesImageExtension
@testable import NotesLabelOnlyExtension

/// The source notes' three `NotificationViewController` versions, compiled from their own sources and driven as iOS
/// drives a content extension, on an iPhone 8 Plus banner (398 points wide, 50 columns).
@MainActor
@Suite("The notes' content extensions run from their own source")
struct NotesExtensionTests {
    static let bannerWidth: CGFloat = 398
    static let helloPath = Bundle.module.path(forResource: "hello", ofType: "png")!

    /// The notes' "Hello" / "Good Evening!" notification with hello.png, in the custom UI category.
    static func hello() throws -> UNNotification {
        let content = UNMutableNotificationContent()
        content.title = "Hello"
        content.body = "Good Evening!"
        content.categoryIdentifier = "CATEGORY_CUSTOM_UI"
        content.attachments = [try UNNotificationAttachment(identifier: "logo-image", url: URL(fileURLWithPath: helloPath), options: nil)]
        return UNNotification(request: UNNotificationRequest(identifier: "Hello", content: content, trigger: nil), date: Date(timeIntervalSince1970: 0))
    }

    static let actions = [UNNotificationAction(identifier: "ACTION_LIKE", title: "Like", options: []),
                          UNNotificationAction(identifier: "ACTION_DISLIKE", title: "Dislike", options: [])]

    /// The notes' storyboard for versions 2 and 3, built as Interface Builder would: the image filling the view
    /// (aspect fill), a dimming view over it, a bold 20 pt title label and a wrapping body label, each pinned top,
    /// left and right. Returns the outlets.
    static func buildStoryboard(in view: UIView) -> (image: UIImageView, title: UILabel, body: UILabel) {
        let image = UIImageView(), dimming = UIView(), title = UILabel(), body = UILabel()
        view.backgroundColor = .white
        image.contentMode = .scaleAspectFill
        dimming.backgroundColor = .black
        dimming.alpha = 0.5
        title.font = .boldSystemFont(ofSize: 20)
        body.numberOfLines = 0
        body.lineBreakMode = .byWordWrapping
        for subview in [image, dimming, title, body] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        var constraints: [NSLayoutConstraint] = []
        for filling in [image, dimming] {
            constraints += [filling.topAnchor.constraint(equalTo: view.topAnchor), filling.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                            filling.leadingAnchor.constraint(equalTo: view.leadingAnchor), filling.trailingAnchor.constraint(equalTo: view.trailingAnchor)]
        }
        constraints += [
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
            body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ]
        NSLayoutConstraint.activate(constraints)
        return (image, title, body)
    }

    @Test("Version 1 (label only): didReceive puts the body in the optional label")
    func labelOnly() throws {
        let controller = NotesLabelOnlyExtension.NotificationViewController()
        let label = UILabel()
        controller.view.addSubview(label)
        controller.label = label
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: Self.bannerWidth, height: 199), actions: Self.actions)
        host.receive(try Self.hello())
        #expect(label.text == "Good Evening!")
    }

    @Test("Version 2: viewDidLoad asks for 200 pt; didReceive fills both labels and decodes the attachment into the image view")
    func imageAndLabels() throws {
        let controller = NotesImageExtension.NotificationViewController()
        let outlets = Self.buildStoryboard(in: controller.view)
        (controller.imageView, controller.titleLable, controller.bodyLabel) = outlets
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: Self.bannerWidth, height: 199), actions: Self.actions)
        #expect(host.preferredHeight == 200)
        #expect(controller.view.frame.size == CGSize(width: 398, height: 200))
        host.receive(try Self.hello())
        #expect(outlets.title.text == "Hello" && outlets.body.text == "Good Evening!")
        #expect(outlets.image.image?.size == UIImage(contentsOfFile: Self.helloPath)?.size)
        // Laid out by the constraints: title 16 pt in from the edges, one 16 pt row high; body 16 pt under it.
        #expect(outlets.title.frame == CGRect(x: 16, y: 16, width: 366, height: 16))
        #expect(outlets.body.frame == CGRect(x: 16, y: 48, width: 366, height: 16))
        #expect(outlets.image.frame == CGRect(x: 0, y: 0, width: 398, height: 200))
    }

    @Test("Version 3: action 1 (Like) appends 👍 to the title and answers .doNotDismiss; action 2 gives 👎")
    func actionResponse() throws {
        let controller = NotesActionExtension.NotificationViewController()
        let outlets = Self.buildStoryboard(in: controller.view)
        (controller.imageView, controller.titleLable, controller.bodyLabel) = outlets
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: Self.bannerWidth, height: 199), actions: Self.actions)
        let notification = try Self.hello()
        host.receive(notification)
        let like = host.respond(UNNotificationResponse(notification: notification, actionIdentifier: Self.actions[0].identifier))
        #expect(like == .doNotDismiss)
        #expect(outlets.title.text == "Hello 👍")
        #expect(outlets.title.frame.width == 366)
        let dislike = host.respond(UNNotificationResponse(notification: notification, actionIdentifier: Self.actions[1].identifier))
        #expect(dislike == .doNotDismiss && outlets.title.text == "Hello 👎")
        #expect(controller.extensionContext?.notificationActions.map(\.identifier) == ["ACTION_LIKE", "ACTION_DISLIKE"])
    }

    @Test("Version 1 has no didReceive(_:completionHandler:): actions go to the app and the interface closes")
    func actionWithoutOwnHandlerIsForwarded() throws {
        let host = ContentExtensionHost(controller: NotesLabelOnlyExtension.NotificationViewController(),
                                        size: CGSize(width: Self.bannerWidth, height: 199), actions: Self.actions)
        let notification = try Self.hello()
        #expect(host.respond(UNNotificationResponse(notification: notification, actionIdentifier: "ACTION_LIKE")) == .dismissAndForwardAction)
    }

    @Test("The extension context: notificationActions can be replaced; default action, dismiss and media requests are kept in order")
    func extensionContextMembers() throws {
        let controller = NotesLabelOnlyExtension.NotificationViewController()
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: Self.bannerWidth, height: 199), actions: Self.actions)
        let context = try #require(controller.extensionContext)
        context.notificationActions = [UNNotificationAction(identifier: "unlike-action", title: "Unlike", options: []), context.notificationActions[1]]
        context.mediaPlayingStarted()
        context.performNotificationDefaultAction()
        context.dismissNotificationContentExtension()
        #expect(host.context.actions.map(\.identifier) == ["unlike-action", "ACTION_DISLIKE"])
        #expect(host.context.requests == [.mediaPlayingStarted, .performDefaultAction, .dismiss])
    }

    /// A controller that notes each call UIKit makes, in order.
    final class RecordingController: UIViewController, UNNotificationContentExtension {
        var calls: [String] = []
        override func viewDidLoad() { calls.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
        override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
        override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
        func didReceive(_ notification: UNNotification) { calls.append("didReceive") }
    }

    @Test("The view controller is told in UIKit's order: load, will appear, layout, did appear, then the notification")
    func lifecycleOrder() throws {
        let controller = RecordingController()
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: Self.bannerWidth, height: 199), actions: [])
        host.receive(try Self.hello())
        #expect(controller.calls == ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
                                     "didReceive", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(controller.extensionContext != nil && controller.view.frame.width == 398)
    }

    @Test("The drawn custom area of version 3 after Like: white background, image under the dimming layer, bold title, body, on 50 × 13 cells")
    func drawnCustomArea() throws {
        let controller = NotesActionExtension.NotificationViewController()
        let outlets = Self.buildStoryboard(in: controller.view)
        (controller.imageView, controller.titleLable, controller.bodyLabel) = outlets
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: Self.bannerWidth, height: 199), actions: Self.actions)
        let notification = try Self.hello()
        host.receive(notification)
        _ = host.respond(UNNotificationResponse(notification: notification, actionIdentifier: "ACTION_LIKE"))
        let attachments = [NotificationAttachment(identifier: "logo-image", path: Self.helloPath, kind: .image, typeHint: "public.png")]
        let view = ViewTreeDrawing.customView(of: controller.view, attachments: attachments)
        #expect(view == .overlay([
            .placed(Rect(x: 0, y: 0, width: 50, height: 13), .fill(.rgb(255, 255, 255))),
            .placed(Rect(x: 0, y: 0, width: 50, height: 13), .image(attachment: "logo-image", mode: .fill)),
            .placed(Rect(x: 0, y: 0, width: 50, height: 13), .dim),
            .placed(Rect(x: 2, y: 1, width: 46, height: 1), .styledText([TextRun("Hello 👍", color: .text, bold: true)], alignment: .left, wraps: false)),
            .placed(Rect(x: 2, y: 3, width: 46, height: 1), .styledText([TextRun("Good Evening!", color: .text)], alignment: .left, wraps: true)),
        ]))
        let metrics = CellMetrics.standard
        let rows = metrics.rows(forPoints: Double(try #require(host.preferredHeight)))
        let columns = metrics.columns(forPoints: Double(Self.bannerWidth))
        assertGolden(CustomAreaText.render(view, columns: columns, rows: rows, attachments: attachments), named: "notes-action-extension-after-like")
    }
}
