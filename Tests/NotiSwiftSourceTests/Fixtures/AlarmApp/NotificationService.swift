import Foundation
import UserNotifications
import UIKit

// NSObject 클래스를 상속받는다
class NotificationService: NSObject{

    // 싱클톤 클래스
    private override init(){}
    static let sharedInstance = NotificationService()

    let UNCurrentCenter = UNUserNotificationCenter.current()

    var pendingNotificationArray: [UNNotificationRequest]?

    // AlarmData 모델 매니저에서 현재 보유중인 알람데이터들 불러오기
    let alarmManager = AlarmManager.shared

func authorizeNotification(){
    let options: UNAuthorizationOptions = [.alert, .badge, .sound]

    UNCurrentCenter.requestAuthorization(options: options){ (granted, error) in
        print(error ?? "No UNAuthorize error")

        guard granted else {
            print("사용자가 알람 권한을 허용하지 않았습니다.")
            return
        }

        self.UNCurrentCenter.delegate = self
    }
}

func requestAlarmNotification(title:String, subtitle:String, sound: String, repeatedly: Bool = false, notificationId: String){
    let content = UNMutableNotificationContent()
    content.title = title
    content.subtitle = subtitle

    // categoryIdentifier 정의
    content.categoryIdentifier = "Alarm"

    // UNNotificationAction 객체 생성
    //
    let customAction = UNNotificationAction(identifier: "response.actionIdentifier에 사용할 액션명", title: "액션 메뉴에 사용하게 될 타이틀", options: [])

    let category = UNNotificationCategory(identifier: "content.categoryIdentifier에 정의한 카테고리 값", actions: [customAction], intentIdentifiers: [])

    // 싱글톤 객체에 카테고리 등록
    self.UNCurrentCenter.setNotificationCategories([category])

    // 나머지 코드..
}
}
