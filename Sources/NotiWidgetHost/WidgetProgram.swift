import Foundation
import NotiDispatch
import NotiExtensions
import NotiWidgetKit

extension WidgetBundle {
    /// Runs the bundle (Apple's `WidgetBundle.main()`, which `@main` calls): makes it as the system does; started by
    /// notisim (`NOTISIM_EXTENSION_PROTOCOL` set) it serves the widget calls of the extension protocol, else it
    /// writes what it declares to standard output, one line each in the order of its body, `widget KIND` or
    /// `live-activity ATTRIBUTES_TYPE` (docs/rules/widgets.md#a-widget-extensions-program). notisim imports this
    /// module into every file of a widget extension it builds.
    public static func main() {
        MainActor.assumeIsolated { WidgetProgram.run(WidgetExtensionCatalog(bundle: Self.self)) }
    }
}

extension Widget {
    /// Runs a lone `@main` widget (Apple's `Widget.main()`) as a bundle of that one widget.
    public static func main() {
        MainActor.assumeIsolated { WidgetProgram.run(WidgetExtensionCatalog(widgets: [Self()])) }
    }
}

/// What a widget extension's program does when run.
@MainActor
enum WidgetProgram {
    /// Serves `catalog` when notisim started the program, else lists what it declares.
    static func run(_ catalog: WidgetExtensionCatalog) {
        guard ProcessInfo.processInfo.environment["NOTISIM_EXTENSION_PROTOCOL"] != nil else {
            for declaration in catalog.declarations { print(declaration.line) }
            return
        }
        serve(WidgetExtensionServer(catalog: catalog, emit: ExtensionServer.standardOutput))
    }

    /// Reads calls on a thread of their own and handles each on the main queue, which runs between them; work the
    /// extension queues on `DispatchQueue.main` (a provider's completion handler, the app's own) runs at once on the
    /// main thread, as a service extension's does: nothing steps a widget extension's clock. Exits when standard input
    /// closes.
    private static func serve(_ server: WidgetExtensionServer) -> Never {
        let runLoop = ExtensionRunLoop.current
        runLoop.wakeOnSchedule {
            Dispatch.DispatchQueue.main.async { MainActor.assumeIsolated { _ = runLoop.run(until: runLoop.now) } }
        }
        Thread.detachNewThread {
            while let line = readLine(strippingNewline: true) {
                Dispatch.DispatchQueue.main.sync { MainActor.assumeIsolated { server.handle(line) } }
            }
            exit(0)
        }
        dispatchMain()
    }
}

extension WidgetDeclaration {
    /// The declaration's line in a widget extension's listing: `widget KIND` or `live-activity ATTRIBUTES_TYPE`.
    var line: String {
        switch self {
        case .widget(let widget): "widget \(widget.kind)"
        case .liveActivity(let activity): "live-activity \(activity.attributesType)"
        }
    }
}
