import NotiCore

/// Hosts a content extension written in Swift and linked into the process.
public final class InProcessContentExtensionHost: ContentExtensionHosting {
    private let controller: any NotificationContentExtension
    private let context: NotificationExtensionContext
    /// The actions the extension replaced, kept across calls.
    private var actionsOverride: [NotificationAction]?

    /// Loads `controller` (a fresh instance per opened view, as iOS does).
    public init(_ controller: any NotificationContentExtension) {
        self.controller = controller
        context = NotificationExtensionContext(actions: [])
        controller.extensionContext = context
    }

    public var respondsToResponses: Bool { controller is any NotificationContentExtensionResponding }
    package var runsExtensionCode: Bool { !(controller is any DrawnInPlaceOfExtensionCode) }

    /// The media button the extension asks for.
    public var mediaButtonType: MediaButtonType {
        (controller as? any NotificationContentExtensionMedia)?.mediaPlayPauseButtonType ?? .none
    }

    public func didReceive(_ notification: DeliveredNotification, visibleActions: [NotificationAction]) throws(ExtensionFault) -> ContentExtensionUpdate {
        context.show(actionsOverride ?? visibleActions)
        controller.didReceive(notification)
        return collect()
    }

    public func didReceive(_ response: NotificationResponse) throws(ExtensionFault) -> ContentExtensionUpdate {
        guard let responding = controller as? any NotificationContentExtensionResponding else {
            throw .launchFailed("the extension does not implement didReceive(response)")
        }
        var answer: ContentExtensionResponseOption?
        responding.didReceive(response) { option in answer = option }
        guard let answer else { throw .completionNotCalled(call: "didReceive(response)") }
        var update = collect()
        update.responseOption = answer
        return update
    }

    public func keyPressed(_ key: String) throws(ExtensionFault) -> ContentExtensionUpdate {
        let handled = controller.keyPressed(key)
        var update = collect()
        update.handledKey = handled
        return update
    }

    public func media(play: Bool) throws(ExtensionFault) -> ContentExtensionUpdate {
        if let media = controller as? any NotificationContentExtensionMedia {
            // A tapped button shows the other icon, as iOS's does; the extension's own mediaPlayingStarted() or
            // mediaPlayingPaused() in the call still has the last word (docs/rules/content-extensions.md#calls-and-answers).
            if play {
                context.mediaPlayingStarted()
                media.mediaPlay()
            } else {
                context.mediaPlayingPaused()
                media.mediaPause()
            }
        }
        return collect()
    }

    /// Whether the controller runs its work on notisim's clock (notisim's UIKit adapter does).
    package var followsClock: Bool { controller is any NotificationContentExtensionClock }

    /// Moves the controller's clock when it follows notisim's; either way answers what it shows now.
    package func clockAdvanced(to seconds: Double) throws(ExtensionFault) -> ContentExtensionUpdate {
        (controller as? any NotificationContentExtensionClock)?.clockAdvanced(to: seconds)
        return collect()
    }

    public func close() { controller.extensionContext = nil }

    private func collect() -> ContentExtensionUpdate {
        let (actions, requests) = context.collect()
        if let actions { actionsOverride = actions }
        var state = ContentExtensionState(customView: controller.view, preferredHeightPoints: controller.preferredContentSize?.height,
                                          title: controller.title, actionsOverride: actionsOverride, mediaButton: mediaButtonType,
                                          mediaPlaying: context.mediaPlaying)
        state.bundledImages = controller.bundledImages
        return ContentExtensionUpdate(state: state, requests: requests)
    }
}
