print("healthreport")
