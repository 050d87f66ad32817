import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions

/// The extensions the build tests compile, with one cache folder for the whole test run so that each is compiled once.
enum BuiltExtensions {
    /// The package's Tests folder.
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let helloPNG = tests.appendingPathComponent("NotiUIKitHostTests/Fixtures/hello.png").path

    /// The cache shared by this test run.
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-extension-builds-\(getpid())")

    static func builder(environment: [String: String] = ProcessInfo.processInfo.environment) -> ExtensionBuilder {
        ExtensionBuilder(cacheDirectory: cache, environment: environment)
    }

    /// The notes' version-3 view controller (`didReceive(_:completionHandler:)` appending 👍 / 👎 to the title).
    static let actionResponse = SwiftExtensionTarget(
        name: "LocalNotificationContentExtension", point: .content,
        sources: [tests.appendingPathComponent("UIKitFixtures/ActionResponse/NotificationViewController.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationViewController")

    /// The notes' storyboard for versions 2 and 3 written by hand against the seam (OutletWiringTests use the wiring
    /// generated from the project's storyboard): the image
    /// filling the view, a bold title label and a wrapping body label pinned 16 pt in, connected to the outlets.
    static let notesStoryboard = OutletWiring(loadViewBody: """
        let view = UIView(), image = UIImageView(), title = UILabel(), body = UILabel()
        image.contentMode = .scaleAspectFill
        title.font = .boldSystemFont(ofSize: 20)
        body.numberOfLines = 0
        for subview in [image, title, body] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: view.topAnchor), image.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            image.leadingAnchor.constraint(equalTo: view.leadingAnchor), image.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
            body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
        controller.imageView = image
        controller.titleLable = title
        controller.bodyLabel = body
        return view
        """)

    /// The Japanese messenger post's service extension (image download into an attachment).
    static let imageDownloadService = SwiftExtensionTarget(
        name: "NotificationService", point: .service,
        sources: [tests.appendingPathComponent("UIKitFixtures/ImageDownloadService/NotificationService.swift").path],
        principalClass: "NotificationService")

    /// The messenger post's service extension written as projects commonly finish it: the download resumed, the file
    /// moved to a name with the URL's extension (a download's `.tmp` is not attachable), the handler called on the
    /// main queue; a `caption_url` is fetched with `dataTask` into the subtitle.
    static let resumingDownloadService = SwiftExtensionTarget(
        name: "ResumingDownloadService", point: .service,
        sources: [tests.appendingPathComponent("Fixtures/ExtensionSources/ResumingDownloadService.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")

    /// How to start a built program as the notification extension of `target`.
    static func launch(_ program: String, _ target: SwiftExtensionTarget) -> ExtensionLaunch {
        guard let point = target.point else { preconditionFailure("\(target.name) is not a notification extension") }
        return ExtensionLaunch(command: [program], workingDirectory: tests.path, name: target.name, bundleID: "com.example.notes.\(target.name)",
                               appBundleID: "com.example.notes", point: point)
    }

    /// The notes' "Hello" / "Good Evening!" notification with hello.png.
    static let hello: DeliveredNotification = {
        var content = NotificationContent(title: "Hello", body: "Good Evening!")
        content.categoryIdentifier = "CATEGORY_CUSTOM_UI"
        content.attachments = [NotificationAttachment(identifier: "logo-image", path: helloPNG, kind: .image, typeHint: "public.png")]
        return DeliveredNotification(bundleID: "com.example.notes", request: NotificationRequest(identifier: "Hello", content: content),
                                     date: Date(timeIntervalSince1970: 0))
    }()

    /// A folder with one source file holding `text`, as a target named `name`.
    static func scratchTarget(_ name: String, _ text: String, point: ExtensionPoint = .content, principalClass: String = "NotificationViewController")
        throws -> SwiftExtensionTarget {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-extension-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("NotificationViewController.swift")
        try Data(text.utf8).write(to: file)
        return SwiftExtensionTarget(name: name, point: point, sources: [file.path], principalClass: principalClass)
    }
}
