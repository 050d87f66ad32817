import NotiCoreDataModel

/// A model's entities (CoreData): read from the project's `.xcdatamodeld`, which notisim's builder registers by name.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The entities, in the model's order.
    open var entities: [NSEntityDescription]
    /// The entities by name.
    open var entitiesByName: [String: NSEntityDescription] { Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first }) }

    /// A model without entities.
    public override init() { entities = []; super.init() }

    /// The model registered under the name of the file a URL names (`…/Model.momd` or `Model.xcdatamodeld` gives `Model`);
    /// nil when notisim compiled no such model into the extension.
    public convenience init?(contentsOf url: URL) {
        guard let model = NotisimDataModels.model(named: url.deletingPathExtension().lastPathComponent) else { return nil }
        self.init()
        entities = model.entities
    }

    /// The model of a model file's description.
    init(_ model: DataModel) {
        entities = []
        super.init()
        entities = model.entities.map { NSEntityDescription(model.inherited($0)) }
        for entity in entities {
            entity.managedObjectModel = self
            if let parentName = model.entity(named: entity.name ?? "")?.parentName { entity.superentity = entitiesByName[parentName] }
        }
    }

    /// Every model notisim compiled into the extension merged into one (the bundles are not read: there is one, the extension's).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let merged = NSManagedObjectModel()
        merged.entities = NotisimDataModels.all.flatMap(\.entities)
        return merged
    }
}

/// An entity of a model (CoreData): its name, class, attributes and relationships.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String?
    /// The class of its objects, as the model names it (`NSManagedObject` for none).
    open var managedObjectClassName: String!
    open var isAbstract: Bool
    open weak var managedObjectModel: NSManagedObjectModel!
    open var superentity: NSEntityDescription?
    /// Attributes by name.
    open var attributesByName: [String: NSAttributeDescription]
    /// Relationships by name.
    open var relationshipsByName: [String: NSRelationshipDescription]
    /// The attributes and relationships in the model's order.
    let attributeOrder: [NSAttributeDescription]
    let relationshipOrder: [NSRelationshipDescription]

    /// Every attribute and relationship by name.
    open var propertiesByName: [String: NSPropertyDescription] {
        var properties: [String: NSPropertyDescription] = attributesByName
        for (name, relationship) in relationshipsByName { properties[name] = relationship }
        return properties
    }

    /// The attributes and relationships, in the model's order.
    open var properties: [NSPropertyDescription] { attributeOrder + relationshipOrder }

    init(_ entity: DataModel.Entity) {
        name = entity.name
        managedObjectClassName = entity.className ?? "NSManagedObject"
        isAbstract = entity.isAbstract
        attributeOrder = entity.attributes.map(NSAttributeDescription.init)
        relationshipOrder = entity.relationships.map(NSRelationshipDescription.init)
        attributesByName = Dictionary(attributeOrder.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        relationshipsByName = Dictionary(relationshipOrder.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        super.init()
        for relationship in relationshipOrder { relationship.owner = self }
    }

    /// The entity named `entityName` in the model of `context`'s store, nil when it has none.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted into `context`: an instance of the entity's class when
    /// the extension declares it (Xcode's generated classes included), else an `NSManagedObject`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            fatalError("+entityForName: could not locate an entity named '\(entityName)' in this model.")
        }
        return entity.instantiate(insertInto: context)
    }

    /// An object of this entity of its class (registered by the class's first use or found by name).
    func instantiate(insertInto context: NSManagedObjectContext?) -> NSManagedObject {
        let type = NotisimDataModels.objectClass(named: managedObjectClassName) ?? NSManagedObject.self
        return type.init(entity: self, insertInto: context)
    }

    /// Whether this entity is `entity` or one of its subentities.
    func isKind(of entity: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        while let candidate = current {
            if candidate === entity { return true }
            current = candidate.superentity
        }
        return false
    }
}

/// An attribute or relationship of an entity (CoreData).
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    open var name: String
    open var isOptional: Bool
    init(name: String, isOptional: Bool) { self.name = name; self.isOptional = isOptional; super.init() }
}

/// The types of attributes (CoreData).
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0, integer16AttributeType = 100, integer32AttributeType = 200, integer64AttributeType = 300
    case decimalAttributeType = 400, doubleAttributeType = 500, floatAttributeType = 600, stringAttributeType = 700
    case booleanAttributeType = 800, dateAttributeType = 900, binaryDataAttributeType = 1000, UUIDAttributeType = 1100
    case URIAttributeType = 1200, transformableAttributeType = 1800, objectIDAttributeType = 2000

    /// The type Xcode's model file names (`Integer 16`, `String`, …).
    init(modelName: String) {
        switch modelName {
        case "Integer 16": self = .integer16AttributeType
        case "Integer 32": self = .integer32AttributeType
        case "Integer 64": self = .integer64AttributeType
        case "Decimal": self = .decimalAttributeType
        case "Double": self = .doubleAttributeType
        case "Float": self = .floatAttributeType
        case "String": self = .stringAttributeType
        case "Boolean": self = .booleanAttributeType
        case "Date": self = .dateAttributeType
        case "Binary": self = .binaryDataAttributeType
        case "UUID": self = .UUIDAttributeType
        case "URI": self = .URIAttributeType
        case "Transformable": self = .transformableAttributeType
        case "ObjectID": self = .objectIDAttributeType
        default: self = .undefinedAttributeType
        }
    }
}

/// An attribute of an entity (CoreData).
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType
    /// The value a new object has, from the model's default.
    open var defaultValue: Any?

    init(_ attribute: DataModel.Attribute) {
        attributeType = NSAttributeType(modelName: attribute.type)
        super.init(name: attribute.name, isOptional: attribute.isOptional)
        defaultValue = attribute.defaultValue.flatMap { ManagedValues.defaultValue($0, of: attributeType) }
    }
}

/// A relationship of an entity (CoreData).
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    open var isToMany: Bool
    open var isOrdered: Bool
    /// The destination entity's name.
    let destinationName: String
    open var inverseName: String?

    /// The entity at the relationship's other end.
    open var destinationEntity: NSEntityDescription? { owner?.managedObjectModel?.entitiesByName[destinationName] }

    init(_ relationship: DataModel.Relationship) {
        isToMany = relationship.isToMany; isOrdered = relationship.isOrdered; destinationName = relationship.destination
        inverseName = relationship.inverseName
        super.init(name: relationship.name, isOptional: relationship.isOptional)
    }

    /// The entity the relationship belongs to.
    weak var owner: NSEntityDescription?
}
