import ArgumentParser
import Foundation
import NotiApp
import NotiCore
import NotiExtensions
import NotiLayout
import NotiWorkspace

/// `notisim render FILE`: lays out one notification and prints it.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a payload as a banner, expanded view, centre entry or lock screen and print it."
    )


    @Argument(help: "An APNs payload file (.apns or .json), or - for standard input.")
    var file: String?

    @Option(name: .long, help: "The app's bundle id (default: the payload's Simulator Target Bundle).")
    var app: String?

    @OptionGroup var options: WorkspaceOptions

    @Option(name: .long, help: "Columns available (caps the banner width).")
    var width: Int?

    @Option(name: .long, help: "banner, expanded, center, lock, live-activity, island or widget.")
    var view: RenderedViewKind = .expanded

    @Option(name: .customLong("widget"), help: "With --view widget: the widget's kind (default: the app's first widget).")
    var widgetKind: String?

    @Option(name: .long, help: "With --view widget: its family, e.g. systemSmall or accessoryRectangular (default: its first).")
    var family: String?

    @Flag(name: .customLong("standby"), help: "With --view widget: as StandBy shows it (iOS 17+): small, its background removed.")
    var standBy = false

    @Option(name: .long, help: "A Live Activity payload (event start, with attributes-type) for --view live-activity or island.")
    var activity: String?
    @Option(name: .customLong("display-as"), help: "With --view lock: count, stack or list (iOS 16+ Display As; default stack).")
    var displayAs: String?

    @Option(name: .customLong("extension"), help: "A content extension's Info.plist (XML or binary) to lay out its custom area.")
    var extensionPlist: String?

    @Flag(name: .customLong("default-ui"), help: "Show the default UI, leaving out the content extension routed to the category.")
    var defaultUI = false

    @Option(name: .customLong("attach"), help: "An attachment file (repeatable).")
    var attachments: [String] = []

    @Option(name: .long, help: "text, ansi, json, svg or png (default: ansi on a terminal, text otherwise).")
    var format: RenderFormat?

    @Option(name: .long, help: "Device pixels per pixel of a png: 1, 2 or 3 (default 2).")
    var scale = 2

    @Option(name: .long, help: "Write the svg or png to FILE rather than standard output (-: standard output, even a terminal).")
    var output: String?

    @Option(name: .long, help: "How an svg or png draws: ios (as the device shows it, in points: the expanded view, a Live Activity, the island, a widget) or terminal (the cells); default ios for the expanded view, terminal for the others.")
    var style: PictureStyle?

    @Option(name: .long, help: "light or dark, for --style ios (default light).")
    var appearance: Appearance = .light

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale: expected 1, 2 or 3, got \(scale)") }
        if defaultUI, extensionPlist != nil { throw ValidationError("--default-ui: cannot be combined with --extension") }
        if standBy, view != .widget { throw ValidationError("--standby: draws a widget; add --view widget") }
        if style == .ios, [.banner, .center, .lock].contains(view) {
            throw ValidationError("--style ios: draws the expanded view, Live Activities, the island and widgets, not --view \(view.rawValue); use --style terminal")
        }
    }

    func run() throws {
        do {
            if format == .png, output == nil, isatty(STDOUT_FILENO) == 1 {
                // As curl refuses binary output to a terminal: the bytes would garble it until `stty sane`.
                throw RenderFailure(message: "--format png: standard output is a terminal, which cannot show a PNG's bytes; "
                                    + "write it with --output FILE, or pipe it (--output - writes to the terminal anyway)")
            }
            switch format {
            case .svg?, .png?:
                let laid = try layout()
                let svg = (style ?? (view == .expanded ? .ios : .terminal)) == .ios ? iOSPicture(of: laid)
                    : TerminalPicture(grid: laid.rendered.grid, theme: laid.theme).svg
                do { try write(format == .svg ? Data(svg.utf8) : try SVGRaster.png(svg, scale: Double(scale))) } catch let error as PictureError {
                    throw RenderFailure(message: error.message)
                }
            default:
                print(try render())
            }
        } catch let failure as RenderFailure {
            printError("notisim: \(failure.message)")
            throw ExitCode(1)
        }
    }

    /// Writes a picture to `--output`, else (or with `--output -`) to standard output.
    private func write(_ bytes: Data) throws {
        guard let output, output != "-" else {
            FileHandle.standardOutput.write(bytes)
            return
        }
        guard FileManager.default.createFile(atPath: output, contents: bytes) else {
            throw RenderFailure(message: "\(output): cannot write the picture")
        }
    }

    struct RenderFailure: Error { var message: String }

    /// The `--style ios` picture of what `layout()` laid out, in points (docs/rules/recordings.md#an-ios-picture).
    private func iOSPicture(of laid: (rendered: RenderedView, theme: Theme, source: PictureSource, context: RenderContext)) -> String {
        let image = { (attachment: NotificationAttachment) in
            FileManager.default.contents(atPath: attachment.path).flatMap { EmbeddedImage.sniffing([UInt8]($0)) }
        }
        switch laid.source {
        case .request(.expanded(let model)):
            return IOSPictureEncoder.encode(laid.rendered, model: model, context: laid.context, appearance: appearance, image: image)
        case .liveActivity(let item):
            return view == .island ? IOSActivityPicture.island([item], context: laid.context, appearance: appearance, image: image)
                : IOSActivityPicture.lockScreen([item], context: laid.context, appearance: appearance, image: image)
        case let .widget(tile, family, size, standBy):
            return IOSActivityPicture.widget(tile, family: family, size: size, standBy: standBy, appearance: appearance, image: image)
        case .request:
            // `validate()` refuses --style ios for the views drawn from other requests.
            return TerminalPicture(grid: laid.rendered.grid, theme: laid.theme).svg
        }
    }

    /// The view in a text format (text, ansi or json).
    func render() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let rendered = try layout().rendered
        let chosen = format?.textFormat ?? (isatty(STDOUT_FILENO) == 1 ? .ansi : .text)
        return NotificationRenderer.output(rendered, format: chosen, depth: ColorDepth.detect(environment: environment))
    }

    /// The view laid out, with the theme, what it was drawn from and the context it was drawn with.
    func layout() throws -> (rendered: RenderedView, theme: Theme, source: PictureSource, context: RenderContext) {
        let environment = ProcessInfo.processInfo.environment
        let workspace: Workspace
        do { workspace = try options.loadWorkspace() } catch { throw RenderFailure(message: error.description) }
        let osProfile: OSProfile, device: DeviceProfile, theme: Theme
        do {
            osProfile = try options.os.map { name throws(ProfileLookupError) in try OSProfile.named(name) } ?? .latest
            device = try options.device.map { name throws(ProfileLookupError) in try DeviceProfile.named(name) } ?? .standard
        } catch { throw RenderFailure(message: error.description) }
        do { theme = try ThemeFile.load(Theme.selectedName(requested: options.theme, environment: environment)) } catch {
            throw RenderFailure(message: error.description)
        }
        if let width, width < 1 { throw RenderFailure(message: "--width: expected a positive number of columns, got \(width)") }

        if view == .liveActivity || view == .island {
            return try renderLiveActivity(workspace: workspace, os: osProfile, device: device, theme: theme, environment: environment)
        }
        if view == .widget {
            return try renderWidget(workspace: workspace, os: osProfile, device: device, theme: theme, environment: environment)
        }
        guard let file else { throw RenderFailure(message: "expected a payload file (or - for standard input)") }
        let bytes: [UInt8]
        do { bytes = try readPayload(file) } catch { throw RenderFailure(message: error.description) }
        let undecorated = PayloadDecoder.decode(bytes)
        let decoded = undecorated.localized(with: (app ?? undecorated.targetBundle).flatMap(workspace.strings(for:)))
        if let error = decoded.errors.first { throw RenderFailure(message: "\(file): \(error)") }
        guard var content = decoded.content else { throw RenderFailure(message: "\(file): no notification content") }
        if let bundleID = app ?? decoded.targetBundle,
           let served = try serviceExtensionContent(bytes, decoded: decoded, bundleID: bundleID, workspace: workspace, environment: environment) {
            content = served
        }
        for path in attachments {
            let attachment = NotificationAttachment(identifier: (path as NSString).lastPathComponent, path: path, kind: .image)
            switch validateAttachment(attachment, inspect: FileFacts.inspect) {
            case .success(let valid): content.attachments.append(valid)
            case .failure(let error): throw RenderFailure(message: error.description)
            }
        }

        let bundleID = app ?? decoded.targetBundle
        let simulated = bundleID.flatMap { workspace.app($0) }
            ?? SimulatedApp(bundleID: bundleID ?? "com.example.app", displayName: bundleID.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? "App")
        if let bundleID, workspace.app(bundleID) == nil, app != nil {
            throw RenderFailure(message: "--app: no app \"\(bundleID)\" in the workspace; apps: \(workspace.apps.map(\.bundleID).joined(separator: ", "))")
        }
        var attributes: ContentExtensionAttributes?
        var definition: ExtensionDefinition?
        if let extensionPlist {
            let check = InfoPlistLoader.load(path: extensionPlist)
            if let error = check.diagnostics.first(where: { $0.severity == .error }) {
                throw RenderFailure(message: "\(extensionPlist): \(error)")
            }
            attributes = check.info?.contentAttributes
            let plistPath = URL(fileURLWithPath: extensionPlist).standardizedFileURL.resolvingSymlinksInPath().path
            definition = workspace.extensions.first {
                $0.kind == .content && URL(fileURLWithPath: $0.infoPlistPath).standardizedFileURL.resolvingSymlinksInPath().path == plistPath
            }
        } else if !defaultUI {
            definition = workspace.contentExtension(for: content.categoryIdentifier, in: simulated.bundleID)
            attributes = definition?.attributes
        }

        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let notification = DeliveredNotification(bundleID: simulated.bundleID, request: NotificationRequest(identifier: "render", content: content, trigger: .push), date: now)
        let depth = format == .text || (format == nil && isatty(STDOUT_FILENO) != 1) ? ColorDepth.none
            : format == .svg || format == .png ? .trueColor : ColorDepth.detect(environment: environment)
        let context = RenderContext(os: osProfile, device: device, theme: theme, now: now, availableColumns: width,
                                    imageCellStyle: NotificationRenderer.imageCellStyle(for: depth), loadImage: AttachmentFiles.loadImage,
                                    mediaDuration: { MediaDurationCache.shared.duration(of: $0) })
        let category = simulated.category(content.categoryIdentifier)
        let request: RenderRequest
        switch view {
        case .banner: request = .banner(BannerModel(notification: notification, app: simulated))
        case .expanded:
            var state = attributes == nil ? nil : ContentExtensionState()
            if let definition {
                // As when the view opens: the extension's first didReceive, or on any fault the default UI.
                var catalog = DemoExtensions.catalog
                catalog.buildProgress = printError
                switch catalog.openingState(definition, notification: notification, visibleActions: category?.actions ?? [],
                                            workspaceRoot: workspace.root, limits: workspace.extensionLimits,
                                            customAreaWidth: StoryboardContentExtension.customAreaWidth(device, .standard), os: osProfile,
                                            // The extension's Date() reads the instant the notification is drawn at.
                                            clock: DeviceClockReading(now: now, rate: 0)) {
                case .success(let opened): state = opened
                case .failure(let fault):
                    printError("notisim: \(definition.name): didReceive(notification) failed: \(fault); showing the default UI")
                    attributes = nil
                    state = nil
                }
            }
            request = .expanded(ExpandedViewModel(notification: notification, app: simulated, category: category,
                                                  extensionAttributes: attributes, extensionState: state))
        case .liveActivity, .island, .widget:
            throw RenderFailure(message: "--view \(view.rawValue) is drawn from the app's widget extension")
        case .center, .lock:
            let group = NotificationGroup(id: simulated.bundleID, bundleID: simulated.bundleID, notifications: [notification])
            var settings = AppNotificationSettings()
            settings.authorizationStatus = .authorized
            let model = CenterListModel(groups: [group], apps: [simulated.bundleID: simulated], settings: [simulated.bundleID: settings],
                                        isLocked: view == .lock)
            let display: LockScreenDisplay
            do { display = try displayAs.map { name throws(ProfileLookupError) in try LockScreenDisplay.named(name) } ?? .standard } catch {
                throw RenderFailure(message: "--display-as: \(error.description)")
            }
            request = view == .center ? .center(model, rows: 12) : .lock(model, rows: nil, display: display)
        }
        return (NotificationRenderer.render(request, context: context), theme, .request(request), context)
    }
}

extension RenderedViewKind: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}

/// What `render` laid out, which its iOS picture draws from besides the cells.
enum PictureSource {
    /// A notification's view.
    case request(RenderRequest)
    /// A Live Activity (its lock-screen presentation, or the island).
    case liveActivity(LiveActivityItem)
    /// A widget in one family, at that family's size in points, on its screen or in StandBy.
    case widget(WidgetTile, family: String, size: PointSize, standBy: Bool)
}

/// How `render --format svg|png` draws (docs/rules/recordings.md#an-ios-picture).
enum PictureStyle: String, ExpressibleByArgument, CaseIterable {
    /// The notification as the device shows it, in points.
    case ios
    /// The laid-out cells as a terminal shows them.
    case terminal
}
/// What `render` writes: a text format of the layout engine's, or a picture.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case text, ansi, json, svg, png

    /// The layout engine's format, for the text ones.
    var textFormat: OutputFormat? { OutputFormat(rawValue: rawValue) }
}
