// The Linux build of App/Greeter, compiled through OpenUIKit's ObjectiveCPorting plugin.
