// Apple's CoreData for an extension's sources (`-module-alias CoreData=NotiCoreData`, docs/rules/apple-frameworks.md#coredata): models
// read from the project's `.xcdatamodeld`, contexts, fetch requests with predicates and sort descriptors, and a store
// in an SQLite file. Like Apple's, it re-exports Foundation (here with notisim's clock, through NotiDispatch).
@_exported import NotiDispatch
import NotiCoreDataModel

/// The models notisim's extension builder compiles into an extension: the generated entry point registers the
/// current version of each `.xcdatamodeld` of the target before the extension starts, where Xcode would have
/// compiled it into a `.momd` in the bundle. Not part of Apple's CoreData.
public enum NotisimDataModels {
    nonisolated(unsafe) private static var models: [String: NSManagedObjectModel] = [:]
    nonisolated(unsafe) private static var module = ""
    private static let lock = NSLock()

    /// Registers the model whose `contents` XML is `contents` under `name`, its classes declared in the extension's
    /// module `module`; a model that does not read is logged and skipped.
    public static func register(name: String, contents: String, module: String) {
        do {
            let model = NSManagedObjectModel(try DataModel.parse(Data(contents.utf8), name: name))
            lock.withLock { models[name] = model; self.module = module }
        } catch {
            CoreDataLog.error("the model \(name) does not read: \(error)")
        }
    }

    /// The model registered under `name`.
    static func model(named name: String) -> NSManagedObjectModel? { lock.withLock { models[name] } }

    /// The `NSManagedObject` subclass named `name` in the extension's module, nil when it declares none.
    static func objectClass(named name: String) -> NSManagedObject.Type? {
        let module = lock.withLock { self.module }
        return _typeByName("\(module).\(name)") as? NSManagedObject.Type
    }

    /// Every registered model's entities, for `NSManagedObjectModel.mergedModel(from:)`.
    static var all: [NSManagedObjectModel] { lock.withLock { models.sorted { $0.key < $1.key }.map(\.value) } }
}

/// Core Data's messages on the event log, as iOS writes them to the console.
enum CoreDataLog {
    static func error(_ message: String) { ExtensionLog.write(subsystem: "com.apple.coredata", category: "CoreData [error]", message) }
}
