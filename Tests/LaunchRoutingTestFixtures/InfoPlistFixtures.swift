/// Info.plist files as Xcode writes them: shared by the lint and tool tests through the
/// `LaunchRoutingTestFixtures` target.
public enum InfoPlistFixtures {
    /// A shopping app's Info.plist that agrees with the built-in example's router: both schemes,
    /// every activity type, every quick action, and a scene manifest with a delegate.
    public static let complete = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>CFBundleDevelopmentRegion</key>
        	<string>$(DEVELOPMENT_LANGUAGE)</string>
        	<key>CFBundleExecutable</key>
        	<string>$(EXECUTABLE_NAME)</string>
        	<key>CFBundleIdentifier</key>
        	<string>com.example.shop</string>
        	<key>CFBundleInfoDictionaryVersion</key>
        	<string>6.0</string>
        	<key>CFBundleName</key>
        	<string>$(PRODUCT_NAME)</string>
        	<key>CFBundlePackageType</key>
        	<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>
        	<key>CFBundleShortVersionString</key>
        	<string>3.2</string>
        	<key>CFBundleVersion</key>
        	<string>412</string>
        	<key>CFBundleURLTypes</key>
        	<array>
        		<dict>
        			<key>CFBundleTypeRole</key>
        			<string>Viewer</string>
        			<key>CFBundleURLName</key>
        			<string>com.example.shop</string>
        			<key>CFBundleURLSchemes</key>
        			<array>
        				<string>shop</string>
        			</array>
        		</dict>
        		<dict>
        			<key>CFBundleURLName</key>
        			<string>com.example.shop.dev</string>
        			<key>CFBundleURLSchemes</key>
        			<array>
        				<string>ShopDev</string>
        				<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        			</array>
        		</dict>
        	</array>
        	<key>LSRequiresIPhoneOS</key>
        	<true/>
        	<key>NSUserActivityTypes</key>
        	<array>
        		<string>com.example.shop.viewing-product</string>
        		<string>com.example.shop.browsing-category</string>
        		<string>com.example.shop.viewing-order</string>
        		<string>com.example.shop.searching</string>
        		<string>com.example.shop.viewing-cart</string>
        		<string>com.example.shop.viewing-page</string>
        		<string>NSUserActivityTypeBrowsingWeb</string>
        	</array>
        	<key>UIApplicationShortcutItems</key>
        	<array>
        		<dict>
        			<key>UIApplicationShortcutItemIconType</key>
        			<string>UIApplicationShortcutIconTypeSearch</string>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Search</string>
        			<key>UIApplicationShortcutItemType</key>
        			<string>com.example.shop.search</string>
        		</dict>
        		<dict>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Cart</string>
        			<key>UIApplicationShortcutItemType</key>
        			<string>com.example.shop.cart</string>
        			<key>UIApplicationShortcutItemUserInfo</key>
        			<dict>
        				<key>source</key>
        				<string>home-screen</string>
        			</dict>
        		</dict>
        		<dict>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Orders</string>
        			<key>UIApplicationShortcutItemType</key>
        			<string>com.example.shop.orders</string>
        		</dict>
        		<dict>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Open Orders</string>
        			<key>UIApplicationShortcutItemType</key>
        			<string>com.example.shop.open-orders</string>
        		</dict>
        		<dict>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Scan a Barcode</string>
        			<key>UIApplicationShortcutItemType</key>
        			<string>com.example.shop.scan-barcode</string>
        		</dict>
        		<dict>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Deals</string>
        			<key>UIApplicationShortcutItemType</key>
        			<string>com.example.shop.deals</string>
        		</dict>
        		<dict>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Wish List</string>
        			<key>UIApplicationShortcutItemType</key>
        			<string>com.example.shop.wishlist</string>
        		</dict>
        	</array>
        	<key>UIApplicationSceneManifest</key>
        	<dict>
        		<key>UIApplicationSupportsMultipleScenes</key>
        		<true/>
        		<key>UISceneConfigurations</key>
        		<dict>
        			<key>UIWindowSceneSessionRoleApplication</key>
        			<array>
        				<dict>
        					<key>UISceneConfigurationName</key>
        					<string>Default Configuration</string>
        					<key>UISceneDelegateClassName</key>
        					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        					<key>UISceneStoryboardFile</key>
        					<string>Main</string>
        				</dict>
        			</array>
        		</dict>
        	</dict>
        	<key>UILaunchStoryboardName</key>
        	<string>LaunchScreen</string>
        	<key>UISupportedInterfaceOrientations</key>
        	<array>
        		<string>UIInterfaceOrientationPortrait</string>
        	</array>
        	<key>CFBundleSignature</key>
        	<string>????</string>
        	<key>NSAppTransportSecurity</key>
        	<dict>
        		<key>NSAllowsArbitraryLoads</key>
        		<false/>
        	</dict>
        	<key>LSMinimumSystemVersion</key>
        	<real>17.0</real>
        	<key>BuildDate</key>
        	<date>2026-11-20T09:30:00Z</date>
        	<key>ReleaseNumber</key>
        	<integer>412</integer>
        	<key>Token</key>
        	<data>c2hvcA==</data>
        </dict>
        </plist>

        """#

    /// The same app with mistakes: a scheme missing, a social-login scheme the table does not
    /// route, a quick action without a rule, an activity type without a rule, a rule's type not
    /// declared, and a scene configuration without a delegate.
    public static let broken = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>CFBundleIdentifier</key>
        	<string>com.example.shop</string>
        	<key>CFBundleURLTypes</key>
        	<array>
        		<dict>
        			<key>CFBundleURLName</key>
        			<string>com.example.shop</string>
        			<key>CFBundleURLSchemes</key>
        			<array>
        				<string>shop</string>
        				<string>fb1234567890</string>
        			</array>
        		</dict>
        	</array>
        	<key>NSUserActivityTypes</key>
        	<array>
        		<string>com.example.shop.viewing-product</string>
        		<string>com.example.shop.browsing</string>
        	</array>
        	<key>UIApplicationShortcutItems</key>
        	<array>
        		<dict>
        			<key>UIApplicationShortcutItemType</key>
        			<string>com.example.shop.search</string>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Search</string>
        		</dict>
        		<dict>
        			<key>UIApplicationShortcutItemType</key>
        			<string>com.example.shop.scan</string>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Scan</string>
        		</dict>
        	</array>
        	<key>UIApplicationSceneManifest</key>
        	<dict>
        		<key>UIApplicationSupportsMultipleScenes</key>
        		<false/>
        		<key>UISceneConfigurations</key>
        		<dict>
        			<key>UIWindowSceneSessionRoleApplication</key>
        			<array>
        				<dict>
        					<key>UISceneConfigurationName</key>
        					<string>Default Configuration</string>
        					<key>UISceneStoryboardFile</key>
        					<string>Main</string>
        				</dict>
        			</array>
        		</dict>
        	</dict>
        </dict>
        </plist>

        """#
}
