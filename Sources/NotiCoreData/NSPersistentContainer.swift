/// The SQLite store type (CoreData).
public let NSSQLiteStoreType = "SQLite"
/// The in-memory store type (CoreData): an SQLite database in memory here.
public let NSInMemoryStoreType = "InMemory"
/// The binary store type (CoreData). *Decision:* kept in an SQLite file as the SQLite type is.
public let NSBinaryStoreType = "Binary"

/// A store a coordinator has loaded (CoreData).
open class NSPersistentStore: NSObject, @unchecked Sendable {
    open private(set) var url: URL?
    open private(set) var type: String
    open var configurationName: String { "Default" }
    let database: SQLiteStore

    init(url: URL?, type: String, database: SQLiteStore) { self.url = url; self.type = type; self.database = database; super.init() }
}

/// Connects contexts to a store for a model (CoreData). *Decision:* one store per coordinator: a second
/// `addPersistentStore` replaces the first for its contexts.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    open private(set) var managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []

    public init(managedObjectModel model: NSManagedObjectModel) { managedObjectModel = model; super.init() }

    /// The store contexts read and save.
    var store: SQLiteStore? { persistentStores.last?.database }

    /// Opens the store at `url` (an SQLite file, made with its folder when missing) for the model; options are not read.
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let path = storeType == NSInMemoryStoreType ? ":memory:" : (storeURL?.path ?? "")
        guard !path.isEmpty else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134_070, userInfo: [NSLocalizedDescriptionKey: "No URL for the \(storeType) store"])
        }
        do {
            let store = NSPersistentStore(url: storeURL, type: storeType, database: try SQLiteStore(path: path, model: managedObjectModel))
            persistentStores.append(store)
            return store
        } catch {
            throw NSError(domain: NSCocoaErrorDomain, code: 256, userInfo: [NSLocalizedDescriptionKey: error.message])
        }
    }

    /// Opens the store a description names and calls `block` with it and the error, if any, at once.
    open func addPersistentStore(with storeDescription: NSPersistentStoreDescription,
                                 completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        do {
            try addPersistentStore(ofType: storeDescription.type, configurationName: storeDescription.configuration, at: storeDescription.url)
            block(storeDescription, nil)
        } catch {
            block(storeDescription, error)
        }
    }

    /// The loaded store at `url`.
    open func persistentStore(for url: URL) -> NSPersistentStore? { persistentStores.first { $0.url?.standardizedFileURL == url.standardizedFileURL } }

    /// Forgets a loaded store.
    open func remove(_ store: NSPersistentStore) throws { persistentStores.removeAll { $0 === store } }

    /// Deletes the store's file at `url` (with SQLite's `-wal` and `-shm` files beside it).
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        persistentStores.removeAll { $0.url?.standardizedFileURL == url.standardizedFileURL }
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
    }
}

/// Where and how a container loads a store (CoreData).
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    open var url: URL?
    open var type = NSSQLiteStoreType
    open var configuration: String?
    /// A no-op: notisim's stores are never read-only.
    open var isReadOnly = false
    /// A no-op: `loadPersistentStores` loads each store before it returns.
    open var shouldAddStoreAsynchronously = false
    /// A no-op: new columns are added to the tables whatever this says.
    open var shouldMigrateStoreAutomatically = true
    /// A no-op, as `shouldMigrateStoreAutomatically`.
    open var shouldInferMappingModelAutomatically = true
    /// A no-op: kept as given.
    open var timeout: TimeInterval = 240
    /// Options, kept as given and not read.
    open private(set) var options: [String: NSObject] = [:]

    public init(url: URL) { self.url = url; super.init() }
    public override init() { super.init() }

    /// Keeps an option (not read).
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// A model, a coordinator and the contexts of an app's Core Data stack (CoreData).
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    open private(set) var name: String
    open private(set) var managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores `loadPersistentStores` loads: by default one SQLite file named after the container in
    /// ``defaultDirectoryURL()``.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The context of the main queue.
    open private(set) lazy var viewContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }()

    /// The container of the model named `name` (the project's `<name>.xcdatamodeld`). Without such a model the
    /// container has an empty model and the event log says so, as iOS logs "Failed to load model named".
    public convenience init(name: String) {
        let model = NotisimDataModels.model(named: name)
        if model == nil { CoreDataLog.error("Failed to load model named \(name)") }
        self.init(name: name, managedObjectModel: model ?? NSManagedObjectModel())
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))]
        super.init()
    }

    /// `Library/Application Support` in the extension's own container, as on iOS (notisim's host gives the container,
    /// docs/rules/apple-frameworks.md#app-groups-and-shared-defaults). *Decision:* a process started without one (by hand) uses
    /// `notisim-coredata` in the temporary folder.
    open class func defaultDirectoryURL() -> URL {
        ExtensionContainers.ownContainer?.appendingPathComponent("Library/Application Support", isDirectory: true)
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("notisim-coredata", isDirectory: true)
    }

    /// Loads each described store, calling `block` for each with the error, if any, before returning.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block) }
    }

    /// A new context of a private queue on the container's coordinator.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context on its queue (the extension's main queue).
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }
}
