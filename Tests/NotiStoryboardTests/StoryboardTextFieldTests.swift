import NotiStoryboardHost
import NotiUIKit
import Testing

/// A storyboard's `<textField>` in an extension's scene (docs/rules/xcode.md#storyboards).
@MainActor
@Suite("Storyboards: text fields")
struct StoryboardTextFieldTests {
    @Test("a storyboard's text field is a UITextField with its text, placeholder and border style")
    func storyboardTextField() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
          <scenes><scene sceneID="s1"><objects>
            <viewController id="vc1" customClass="NotificationViewController" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                <subviews>
                  <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Add a comment" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="NG4-8O-xiI">
                    <rect key="frame" x="8" y="8" width="240" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                  </textField>
                </subviews>
              </view>
            </viewController>
          </objects></scene></scenes>
        </document>
        """
        let outlets = StoryboardOutlets(storyboard: storyboard, images: [:])
        let field: UITextField = try #require(outlets.view("NG4-8O-xiI"))
        #expect(field.placeholder == "Add a comment" && field.text == "" && field.borderStyle == .roundedRect)
        #expect(field.font?.pointSize == 14)
    }
}
