import Foundation
import NotiStoryboard
import Testing

/// The twelve real content-extension storyboards of the corpus each read, with what they hold.
@Suite("Storyboards: the corpus's MainInterface.storyboard files")
struct StoryboardCorpusTests {
    /// What one corpus storyboard holds, counted by hand from the file.
    struct Expectation: Sendable, CustomStringConvertible {
        let name: String
        let outlets: [String]
        let views: Int
        let constraints: Int
        let unknownElements: [String]
        var description: String { name }
    }

    static let expectations: [Expectation] = [
        Expectation(name: "96bit__AlarmPaw__NotificationContentExtension", outlets: [], views: 1, constraints: 0, unknownElements: []),
        Expectation(name: "CleverTap__CTNotificationContent__ExampleSwift-NotificationContent", outlets: [], views: 1, constraints: 0, unknownElements: []),
        Expectation(name: "CleverTap__CTNotificationContent__ExampleSwiftPM-NotificationContent", outlets: [], views: 1, constraints: 0, unknownElements: []),
        Expectation(name: "Finb__Bark__notificationContentExtension", outlets: [], views: 1, constraints: 0, unknownElements: []),
        Expectation(name: "designatednerd__iOS10NotificationSample__NotificationContent",
                    outlets: ["contentLabel", "friendsCollectionView", "parrotImageView", "partyCollectionView", "subtitleLabel", "titleLabel"],
                    views: 11, constraints: 14, unknownElements: []),
        Expectation(name: "home-assistant__iOS__NotificationContent", outlets: [], views: 1, constraints: 0, unknownElements: []),
        Expectation(name: "macteo__push-catalog__NotificationContent", outlets: ["label"], views: 2, constraints: 4, unknownElements: []),
        Expectation(name: "mono0926__wwdc2016-sample__NotificationContentExtension", outlets: ["label"], views: 2, constraints: 4, unknownElements: []),
        Expectation(name: "sato-shin__NotificationContentAppExtensionSample__NotificationContentAppExtension", outlets: [], views: 1, constraints: 0,
                    unknownElements: []),
        Expectation(name: "tomasen__Wordbook__NotificationExtension", outlets: ["label"], views: 2, constraints: 4, unknownElements: []),
        Expectation(name: "uuneo__pushback__ContentExtension", outlets: ["imageView", "musicView", "tipsView"], views: 4, constraints: 0,
                    unknownElements: []),
        Expectation(name: "uuneo__pushback__MarkdownExtension", outlets: ["musicView", "tipsView", "web"], views: 4, constraints: 0,
                    unknownElements: ["wkWebView"]),
    ]

    @Test("Each corpus storyboard reads: its outlets by name, its views and constraints, its unknown elements named", arguments: expectations)
    func corpusStoryboardReads(_ expected: Expectation) throws {
        let storyboard = try StoryboardFixtures.read(StoryboardFixtures.corpus(expected.name))
        let scene = try #require(storyboard.initialScene)
        #expect(scene.controllerID == "M4Y-Lb-cyx")
        #expect(scene.outlets.map(\.property) == expected.outlets)
        #expect(scene.allViews.count == expected.views)
        #expect(scene.allConstraints.count == expected.constraints)
        let unknown = scene.allViews.compactMap { view -> String? in if case .unknown(let element) = view.kind { element } else { nil } }
        #expect(unknown == expected.unknownElements)
        for element in Set(unknown) { #expect(storyboard.unused.contains { $0.hasPrefix("<\(element)>") }) }
    }

    @Test("Layout guides become the root view's edges: the top guide's bottom is the root's top, the bottom guide's top its bottom")
    func layoutGuidesBecomeRootEdges() throws {
        let scene = try #require(try StoryboardFixtures.read(StoryboardFixtures.corpus("macteo__push-catalog__NotificationContent")).initialScene)
        let byID = Dictionary(uniqueKeysWithValues: scene.allConstraints.map { ($0.id, $0) })
        let top = try #require(byID["mYS-Cv-VNx"]), bottom = try #require(byID["0Q0-KW-PJ6"])
        #expect(top.secondItem == "S3S-Oj-5AN" && top.secondAttribute == "top" && top.constant == 8)
        #expect(bottom.firstItem == "S3S-Oj-5AN" && bottom.firstAttribute == "bottom" && bottom.secondItem == "GcN-lo-r42")
    }

    @Test("A constraint without firstItem belongs to the view holding it; outlets to non-views are left out with a line")
    func missingFirstItemIsTheHoldingView() throws {
        let storyboard = try StoryboardFixtures.read(StoryboardFixtures.corpus("designatednerd__iOS10NotificationSample__NotificationContent"))
        let scene = try #require(storyboard.initialScene)
        let height = try #require(scene.allConstraints.first { $0.id == "nXt-KL-WWV" })
        #expect(height.firstItem == "eU7-dG-zgX" && height.firstAttribute == "height" && height.secondItem == nil && height.constant == 1)
        let priority = try #require(scene.allConstraints.first { $0.id == "ina-M9-YEL" })
        #expect(priority.priority == 999)
    }

    @Test("Colours: sRGB components, calibrated white, system colours by name and from the resources, the old cocoaTouchSystemColor")
    func coloursInEveryForm() throws {
        let mono = try #require(try StoryboardFixtures.read(StoryboardFixtures.corpus("mono0926__wwdc2016-sample__NotificationContentExtension")).initialScene)
        let green = try #require(mono.rootView?.backgroundColor)
        #expect(abs(green.red - 0.4588) < 0.001 && abs(green.green - 0.749) < 0.001 && green.alpha == 1)
        let pushback = try #require(try StoryboardFixtures.read(StoryboardFixtures.corpus("uuneo__pushback__ContentExtension")).initialScene)
        #expect(pushback.allViews[1].backgroundColor == StoryboardColor(white: 1, alpha: 1, name: "systemBackgroundColor"))
        let sato = try StoryboardFixtures.read(StoryboardFixtures.corpus("sato-shin__NotificationContentAppExtensionSample__NotificationContentAppExtension"))
        #expect(sato.initialScene?.rootView?.backgroundColor == StoryboardColor(white: 1, alpha: 0.6, name: "lightTextColor"))
        let nerd = try #require(try StoryboardFixtures.read(StoryboardFixtures.corpus("designatednerd__iOS10NotificationSample__NotificationContent")).initialScene)
        #expect(nerd.allViews.first { $0.id == "eU7-dG-zgX" }?.backgroundColor == StoryboardColor(white: 1.0 / 3, alpha: 1))
    }
}
