import Foundation
import NotiApp
import NotiAppCore
import NotiCore
import NotiExtensions
import NotiLayout
import NotiWorkspace

extension RenderCommand {
    /// `render --view live-activity|island --activity FILE`: the activity a push-to-start payload would start, drawn
    /// with its type's layout from the workspace. docs/rules/live-activities.md#live-activities.
    func renderLiveActivity(workspace: Workspace, os: OSProfile, device: DeviceProfile, theme: Theme,
                            environment: [String: String]) throws -> (rendered: RenderedView, theme: Theme, source: PictureSource, context: RenderContext) {
        guard let path = activity ?? file else { throw RenderFailure(message: "--view \(view.rawValue): expected --activity FILE") }
        guard os.supportsLiveActivities else {
            throw RenderFailure(message: "--view \(view.rawValue): Live Activities need iOS 16.1 (--os \(os.majorVersion))")
        }
        let bytes: [UInt8]
        do { bytes = try readPayload(path) } catch { throw RenderFailure(message: error.description) }
        let decoded = PayloadDecoder.decode(bytes, pushType: .liveactivity)
        if let error = decoded.errors.first { throw RenderFailure(message: "\(path): \(error)") }
        guard let request = decoded.liveActivityRequest, let typeName = request.attributesType else {
            throw RenderFailure(message: "\(path): aps.attributes-type: missing; a Live Activity to render starts with event start and its type")
        }
        let bundleID = app ?? decoded.targetBundle
        let simulated = bundleID.flatMap { workspace.app($0) } ?? workspace.apps.first { $0.liveActivityTypes.contains { $0.name == typeName } }
        guard let simulated, let type = simulated.liveActivityTypes.first(where: { $0.name == typeName }) else {
            throw RenderFailure(message: "\(path): aps.attributes-type: no app in the workspace has a Live Activity type \"\(typeName)\"")
        }
        let now = Date(timeIntervalSince1970: TimeInterval(request.timestamp ?? 1_700_000_000))
        var board = LiveActivityBoard()
        let events = board.start(request, type: type, bundleID: simulated.bundleID, byPush: true, now: now)
        guard let activity = board.activity("A1") else {
            throw RenderFailure(message: "\(path): \(events.first?.logLine ?? "the activity did not start")")
        }
        var item = LiveActivityItem(activity: activity, layout: workspace.liveActivityLayout(bundleID: simulated.bundleID, type: typeName),
                                    appName: simulated.displayName, phase: activity.phase(at: now))
        let depth = format == .text || (format == nil && isatty(STDOUT_FILENO) != 1) ? ColorDepth.none : ColorDepth.detect(environment: environment)
        let context = RenderContext(os: os, device: device, theme: theme, now: now,
                                    availableColumns: width, imageCellStyle: NotificationRenderer.imageCellStyle(for: depth),
                                    loadImage: AttachmentFiles.loadImage, mediaDuration: { MediaDurationCache.shared.duration(of: $0) })
        if let widgets = workspace.widgetExtension(of: simulated.bundleID) {
            item.layout = try drawnByExtension(widgets, activity: activity, workspace: workspace, os: os, context: context, path: path)
            item.drawnByExtension = true
        }
        let rendered = view == .island
            ? LiveActivityView.renderIsland([item], columns: context.bannerColumns, context: context)
            : LiveActivityView.renderLockScreen([item], context: context)
        return (rendered, theme, .liveActivity(item), context)
    }

    /// `render --view widget`: a widget of the app's widget extension (`--widget`, else its first) in `--family` (else
    /// its first), its timeline's first entry drawn from the app's own views at the device's size for the family.
    /// docs/rules/widgets.md#widgets-on-their-pages.
    func renderWidget(workspace: Workspace, os: OSProfile, device: DeviceProfile, theme: Theme,
                      environment: [String: String]) throws -> (rendered: RenderedView, theme: Theme, source: PictureSource, context: RenderContext) {
        guard let definition = app.flatMap({ workspace.widgetExtension(of: $0) }) ?? workspace.widgetExtensions.first else {
            throw RenderFailure(message: "--view widget: " + (app.map { "the app \($0) has no widget extension" } ?? "no app in the workspace has a widget extension"))
        }
        var catalog = DemoExtensions.catalog
        catalog.buildProgress = printError
        let depth = format == .text || (format == nil && isatty(STDOUT_FILENO) != 1) ? ColorDepth.none : ColorDepth.detect(environment: environment)
        let context = RenderContext(os: os, device: device, theme: theme, now: Date(), availableColumns: width,
                                    imageCellStyle: NotificationRenderer.imageCellStyle(for: depth),
                                    loadImage: AttachmentFiles.loadImage, mediaDuration: { MediaDurationCache.shared.duration(of: $0) })
        let tile: WidgetTile, chosen: String, size: PointSize
        do {
            let host = try catalog.makeWidgetHost(definition, workspaceRoot: workspace.root, limits: workspace.extensionLimits, os: os)
            defer { host.close() }
            let known = host.listing.widgets
            guard let widget = widgetKind.map({ kind in known.first { $0.kind == kind } }) ?? known.first else {
                throw RenderFailure(message: "--widget: \(definition.name) has no widget" + (widgetKind.map { " of kind \($0)" } ?? "")
                                    + (known.isEmpty ? "" : " (it has \(known.map(\.kind).joined(separator: ", ")))"))
            }
            if standBy {
                guard os.supportsWidgetContentMarginsAndStandBy else { throw RenderFailure(message: "--standby: StandBy is iOS 17 and later") }
                guard family == nil || family == "systemSmall" else { throw RenderFailure(message: "--standby: StandBy shows small widgets only") }
                guard widget.standBy else {
                    throw RenderFailure(message: "--standby: iOS does not offer \(widget.kind) in StandBy: it is not small, its background "
                                        + "is not removable (containerBackgroundRemovable(false)), or it disfavours StandBy")
                }
            }
            chosen = standBy ? "systemSmall" : family ?? widget.families.first ?? "systemSmall"
            guard let familySize = device.widgetSizes.size(of: chosen) else {
                throw RenderFailure(message: "--family: \(chosen) is not a family an iPhone shows; systemSmall, systemMedium, systemLarge, "
                                    + "accessoryCircular, accessoryRectangular or accessoryInline")
            }
            size = familySize
            let timeline = try host.timeline(WidgetTimelineRequest(kind: widget.kind, family: chosen, width: size.width, height: size.height,
                                                                   location: standBy ? .standBy : nil,
                                                                   contentMargin: device.widgetSizes.contentMargin(of: chosen, os: os)))
            tile = WidgetTile(label: "\(workspace.app(definition.appBundleID)?.displayName ?? definition.appBundleID) · \(widget.kind)",
                              title: WidgetSizes.shortName(of: chosen), columns: CellMetrics.standard.columns(forPoints: size.width),
                              rows: WidgetSizes.rows(of: chosen, points: size.height, metrics: .standard), view: timeline.entries.first?.view,
                              note: "no entries in its timeline")
        } catch let fault as ExtensionFault {
            throw RenderFailure(message: "\(definition.name): \(fault.description)")
        }
        return (WidgetPageView.renderTile(tile, context: context), theme, .widget(tile, family: chosen, size: size, standBy: standBy), context)
    }

    /// The presentations the app's widget extension draws of `activity` from its own views, built and started for
    /// this one drawing (docs/rules/widgets.md#live-activities-of-the-apps-widget-extension).
    private func drawnByExtension(_ widgets: WidgetExtensionDefinition, activity: LiveActivity, workspace: Workspace, os: OSProfile,
                                  context: RenderContext, path: String) throws -> LiveActivityLayout {
        var catalog = DemoExtensions.catalog
        catalog.buildProgress = printError
        let drawn: DrawnLiveActivity
        do throws(ExtensionFault) {
            let host = try catalog.makeWidgetHost(widgets, workspaceRoot: workspace.root, limits: workspace.extensionLimits, os: os)
            defer { host.close() }
            drawn = try host.draw(LiveActivityDrawing(of: activity, at: context.now, isStale: activity.phase(at: context.now) == .stale,
                                                      columns: context.bannerColumns, screenWidth: context.device.screenWidthPoints))
        } catch {
            throw RenderFailure(message: "\(widgets.name): \(error.description)")
        }
        switch drawn {
        case let .drawn(views, _, buttons): return LiveActivityLayout(views: views, buttons: buttons)
        case .refused(let reason): throw RenderFailure(message: "\(path): \(reason); iOS can't decode it into \(activity.typeName) and shows nothing")
        }
    }
}
