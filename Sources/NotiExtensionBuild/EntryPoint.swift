import NotiExtensionTarget

/// The `main.swift` notisim compiles with an extension's own sources: one call to the kit's `ExtensionProcess`,
/// which serves the extension protocol with the principal class (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources),
/// importing the compatible module that declares it when the extension's own files do not.
enum EntryPoint {
    /// The file's name in the build folder (a file named `main.swift` holds a program's top-level code).
    static let fileName = "main.swift"

    /// The file for `target`, registering `dataModels` (each model's name and the text of its `contents` file) first;
    /// nil for a widget extension, whose sources are compiled as a library with their own `@main` widget bundle.
    static func source(for target: SwiftExtensionTarget, dataModels: [(name: String, contents: String)] = []) -> String? {
        guard let point = target.point else { return nil }
        let header = "// The entry point notisim generates for \(target.name); the extension's own files are beside it.\nimport NotiUIKitHost\nimport UIKit\n"
            + (target.outletWiring == nil ? "" : "import NotiStoryboardHost\n")
            + (target.principalClassModule.map { "import \($0)\n" } ?? "")
            + (dataModels.isEmpty ? "" : "import CoreData\n")
            + dataModels.map { "NotisimDataModels.register(name: \(literal($0.name)), contents: \(literal($0.contents)), module: \(literal(target.moduleName)))\n" }
                .joined()
        switch point {
        case .service:
            return header + "ExtensionProcess.serveServiceExtension { \(target.principalClass)() }\n"
        case .content:
            let loadView = target.outletWiring.map { ", loadView: { (controller: \(target.principalClass)) -> UIView in\n\($0.loadViewBody)\n}" } ?? ""
            return header + "ExtensionProcess.serveContentExtension(initialContentSizeRatio: \(target.initialContentSizeRatio), "
                + "make: { \(target.principalClass)() }\(loadView))\n"
        }
    }

    /// `text` as a Swift raw string literal, with enough `#`s that nothing inside ends it.
    static func literal(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) { hashes += "#" }
        return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
    }
}
