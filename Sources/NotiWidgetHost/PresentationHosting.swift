import NotiSwiftUI
import NotiWidgetKit

/// A widget's or Live Activity's presentation as a UIKit view tree, with what its views handed up to the system.
@MainActor
package struct DrawnPresentation {
    /// The hosting controller's view, laid out at its frame's size: the tree `ViewTreeDrawing` turns into cells.
    package let view: UIView
    /// `widgetURL(_:)`: where a tap would take the app.
    package let widgetURL: URL?
    /// `activityBackgroundTint(_:)` (the lock-screen presentation), also the view's background.
    package let backgroundTint: UIColor?
    /// `activitySystemActionForegroundColor(_:)` (the lock-screen presentation).
    package let systemActionForegroundColor: UIColor?
    /// `keylineTint(_:)` (the Dynamic Island).
    package let keylineTint: UIColor?
}

/// Hosts a presentation's SwiftUI view in a `UIHostingController`, counting to the time it is drawn at.
@MainActor
enum PresentationHosting {
    /// `view` in a hosting controller whose view is laid out at the size `size` chooses (it may measure the view),
    /// its timers, relative dates and timer progress counting to `date`.
    static func host(_ view: AnyView, at date: Date, size: (UIHostingController<AnyView>) -> CGSize) -> UIHostingController<AnyView> {
        let controller = UIHostingController(rootView: AnyView(view.environment(\.drawingDate, date)))
        controller.view.frame = CGRect(origin: .zero, size: size(controller))
        controller.view.layoutIfNeeded()
        return controller
    }

    /// The drawn presentation of `controller`, the URL its views handed up unless one is given.
    static func drawn(_ controller: UIHostingController<AnyView>, widgetURL: URL? = nil, backgroundTint: UIColor? = nil,
                      systemActionForegroundColor: UIColor? = nil, keylineTint: UIColor? = nil) -> DrawnPresentation {
        DrawnPresentation(view: controller.view, widgetURL: widgetURL ?? controller.hostPreference(WidgetURLKey.self).flatMap { $0 },
                          backgroundTint: backgroundTint, systemActionForegroundColor: systemActionForegroundColor, keylineTint: keylineTint)
    }
}
